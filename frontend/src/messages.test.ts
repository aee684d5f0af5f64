/** The copy of SPEC.md sections 2, 5 and 8, word for word. */
import { describe, expect, it } from 'vitest';
import * as m from './messages';

describe('messages', () => {
  it('keeps the validation messages of section 5', () => {
    expect(m.auth.passwordsDoNotMatch).toBe('Passwords do not match');
    expect(m.auth.passwordTooShort).toBe('Password must be at least 8 characters long');
    expect(m.auth.passwordHelp).toBe('Must be at least 8 characters');
    expect(m.createFamily.nameRequired).toBe('Family name is required');
    expect(m.members.emailRequired).toBe('Please enter an email address');
    expect(m.upload.fileRequired).toBe('Please select a photo to upload');
    expect(m.adminUsers.selfDemote).toBe('You cannot remove admin privileges from yourself');
  });

  it('keeps the error catalogue of section 8', () => {
    expect([m.auth.loginFailed, m.auth.unexpectedError, m.auth.registrationFailed, m.nav.logoutFailed]).toEqual([
      'Login failed',
      'An unexpected error occurred',
      'Registration failed',
      'Logout failed',
    ]);
    expect([m.dashboard.failedToLoadData, m.dashboard.failedToLoadFamilies, m.createFamily.failed, m.dashboard.acceptFailed]).toEqual([
      'Failed to load data',
      'Failed to load families',
      'Failed to create family',
      'Failed to accept invitation',
    ]);
    expect([m.family.failedToLoadDetails, m.family.failedToLoadPhotos, m.family.notFound, m.upload.failed]).toEqual([
      'Failed to load family details',
      'Failed to load photos',
      'Family not found',
      'Failed to upload photo',
    ]);
    expect([
      m.photo.failedToLoad,
      m.photo.notFound,
      m.stories.saveFailed,
      m.stories.deleteFailed,
      m.comments.addFailed,
      m.comments.deleteFailed,
      m.photo.updateFailed,
      m.photo.deleteFailed,
    ]).toEqual([
      'Failed to load photo details',
      'Photo not found',
      'Failed to save story',
      'Failed to delete story',
      'Failed to add comment',
      'Failed to delete comment',
      'Failed to update photo',
      'Failed to delete photo',
    ]);
    expect([m.members.failedToLoad, m.members.inviteFailed, m.members.roleFailed, m.members.removeFailed, m.members.cancelFailed]).toEqual([
      'Failed to load family data',
      'Failed to send invitation',
      'Failed to update member role',
      'Failed to remove member',
      'Failed to cancel invitation',
    ]);
    expect([m.timeline.failed, m.onThisDay.failed, m.upload.bulkFailed, m.upload.uploadedOk, m.search.failed]).toEqual([
      'Failed to load photos',
      'Failed to load memories',
      'Upload failed',
      'Uploaded successfully',
      'Failed to search',
    ]);
    expect([m.adminDashboard.failed, m.adminUsers.failed, m.adminUsers.updateFailed, m.adminUsers.deleteFailed]).toEqual([
      'Failed to load statistics',
      'Failed to load users',
      'Failed to update user',
      'Failed to delete user',
    ]);
    expect([
      m.adminBackups.failed,
      m.adminBackups.createFailed,
      m.adminBackups.downloadFailed,
      m.adminBackups.restoreFailed,
      m.adminBackups.deleteFailed,
    ]).toEqual([
      'Failed to load backups',
      'Failed to create backup',
      'Failed to download backup',
      'Failed to restore backup',
      'Failed to delete backup',
    ]);
  });

  it('keeps the empty states and success messages', () => {
    expect(m.app.noDate).toBe('No date available');
    expect(m.stories.empty).toBe('No stories yet. Be the first to share a memory!');
    expect(m.comments.empty).toBe('No comments yet. Be the first to comment!');
    expect(m.family.noPhotos).toBe('No photos found');
    expect(m.onThisDay.empty).toBe('No Memories on This Day Yet');
    expect(m.search.noResults).toBe('No results found');
    expect(m.search.noResultsHint).toBe('Try searching with different keywords');
    expect(m.adminBackups.empty).toBe('No backups found. Create your first backup to get started.');
    expect([m.adminBackups.created, m.adminBackups.restored, m.adminBackups.deleted]).toEqual([
      'Backup created successfully',
      'Backup restored successfully',
      'Backup deleted successfully',
    ]);
    expect(m.adminDashboard.storageWarning).toBe(
      'Storage usage is above 80%. Consider increasing storage limit or cleaning up old data.',
    );
  });

  it('keeps the screen labels of section 2', () => {
    expect(m.auth.signInTitle).toBe('Sign In');
    expect(m.auth.createAccountTitle).toBe('Create Account');
    expect([m.auth.email, m.auth.password, m.auth.rememberMe, m.auth.fullName, m.auth.confirmPassword]).toEqual([
      'Email Address',
      'Password',
      'Remember me',
      'Full Name',
      'Confirm Password',
    ]);
    expect(m.dashboard.createFirstFamily).toBe('Create Your First Family');
    expect(m.dashboard.yourFamilies).toBe('Your Families');
    expect(m.family.loadMore).toBe('Load More Photos');
    expect(m.timeline.title).toBe('Family Timeline');
    expect([m.timeline.newest, m.timeline.oldest, m.timeline.selectAll]).toEqual(['Newest First', 'Oldest First', 'Select All']);
    expect(m.search.title).toBe('Search Memories');
    expect(m.search.placeholder).toBe('Search photos, stories, comments...');
    expect(m.adminUsers.searchPlaceholder).toBe('Search by name or email...');
    expect(m.adminBackups.title).toBe('Backup Management');
    expect(m.admin.comingSoon).toBe('Coming Soon');
  });
});
