/**
 * Every user-visible string of the client, grouped by screen. The wording of SPEC.md sections 2, 5 and 8
 * is copied exactly; strings the spec leaves open are kept here too so copy is checked in one place.
 */

export const app = {
  name: 'Heirloom',
  loading: 'Loading...',
  retry: 'Retry',
  refresh: 'Refresh',
  cancel: 'Cancel',
  delete: 'Delete',
  save: 'Save',
  close: 'Close',
  back: 'Back',
  untitled: 'Untitled',
  noDate: 'No date available',
  dismissAlert: 'Dismiss',
} as const;

/** A photo tile's extra words: what a screen reader hears besides the title and the date. */
export const tile = {
  video: (duration: string | null) => (duration ? `video, ${duration}` : 'video'),
  selected: 'selected',
} as const;

export const nav = {
  dashboard: 'Dashboard',
  timeline: 'Timeline',
  onThisDay: 'On This Day',
  search: 'Search',
  activity: 'Activity',
  settings: 'Settings',
  admin: 'Admin',
  openNavigation: 'Open navigation',
  navigation: 'Main navigation',
  searchPlaceholder: 'Search memories...',
  searchLabel: 'Search memories',
  accountMenu: 'Account menu',
  logout: 'Logout',
  logoutFailed: 'Logout failed',
} as const;

export const auth = {
  signInTitle: 'Sign In',
  signInButton: 'Sign In',
  createAccountTitle: 'Create Account',
  createAccountButton: 'Create Account',
  email: 'Email Address',
  password: 'Password',
  rememberMe: 'Remember me',
  fullName: 'Full Name',
  confirmPassword: 'Confirm Password',
  passwordHelp: 'Must be at least 8 characters',
  toRegister: "Don't have an account? Sign Up",
  toLogin: 'Already have an account? Sign In',
  emailRequired: 'Email Address is required',
  passwordRequired: 'Password is required',
  nameRequired: 'Full Name is required',
  confirmRequired: 'Please confirm your password',
  passwordsDoNotMatch: 'Passwords do not match',
  passwordTooShort: 'Password must be at least 8 characters long',
  loginFailed: 'Login failed',
  unexpectedError: 'An unexpected error occurred',
  registrationFailed: 'Registration failed',
  tagline: 'Share photos, stories and memories with your family.',
  invitationSignIn: 'Sign in or create an account to accept your family invitation.',
  invitationRegister: 'Create your account with the e-mail address the invitation was sent to, then accept it.',
  restoredSignIn: 'A restore signs everyone out, you too: sign in again with an account of the restored data.',
} as const;

export const verifyEmail = {
  title: 'Verify E-mail Address',
  verifying: 'Checking your link...',
  verified: 'Your e-mail address is verified',
  verifiedHint: (email: string) => `${email} is confirmed. Invitations sent to it now show on your dashboard.`,
  failedTitle: 'This link does not work',
  failed: 'The address could not be verified',
  missingToken: 'This link is incomplete: open the whole link from the e-mail, or ask for a new one from your dashboard.',
  toDashboard: 'Go to Dashboard',
  toLogin: 'Sign In',
  noticeTitle: 'Verify your e-mail address',
  noticeText: (email: string) =>
    `We sent a link to ${email}. Open it to confirm the address: until then, invitations sent to it can only be accepted from their own e-mail.`,
  resend: 'Resend Link',
  resent: (email: string) => `A new link is on its way to ${email}`,
  resendFailed: 'Failed to send a new link',
} as const;

export const dashboard = {
  welcome: (name: string) => `Welcome back, ${name}!`,
  welcomeSubtitle: 'Share photos, stories and memories with the people who matter most.',
  createNewFamily: 'Create New Family',
  onThisDayTitle: 'On This Day',
  onThisDayText: (count: number) =>
    `You have ${count} ${count === 1 ? 'memory' : 'memories'} from this day in earlier years.`,
  viewMemories: 'View Memories',
  pendingInvitations: 'Pending Invitations',
  invitedBy: (name: string, role: string) => `Invited by ${name} as ${role}`,
  accept: 'Accept',
  dismiss: 'Dismiss',
  acceptFromEmail: "Open the invitation's e-mail to accept it, or verify your e-mail address to accept it here.",
  yourFamilies: 'Your Families',
  noFamilies: "You are not part of any family yet.",
  noFamiliesHint: 'Create a family for your relatives, or accept an invitation someone sent you.',
  createFirstFamily: 'Create Your First Family',
  joined: (date: string) => `Joined ${date}`,
  members: (count: number) => `${count} ${count === 1 ? 'member' : 'members'}`,
  failedToLoadData: 'Failed to load data',
  failedToLoadFamilies: 'Failed to load families',
  acceptFailed: 'Failed to accept invitation',
} as const;

export const invitation = {
  title: 'Family Invitation',
  invitedTo: (family: string) => `You have been invited to join ${family}`,
  invitedGeneric: 'You have been invited to join a family',
  invitedBy: (name: string, role: string) => `Invited by ${name} as ${role}`,
  expires: (date: string) => `Expires ${date}`,
  hint: 'Accept to see the family\'s photos, stories and comments.',
  accept: 'Accept Invitation',
  back: 'Back to Dashboard',
  failed: 'Failed to accept invitation',
} as const;

export const createFamily = {
  title: 'Create New Family',
  name: 'Family Name',
  description: 'Description',
  descriptionHelp: 'Optional',
  create: 'Create',
  nameRequired: 'Family name is required',
  failed: 'Failed to create family',
} as const;

export const family = {
  back: 'Back to Dashboard',
  actions: 'Family actions',
  manageMembers: 'Manage Members',
  familySettings: 'Family Settings',
  members: (count: number) => `${count} ${count === 1 ? 'member' : 'members'}`,
  created: (date: string) => `Created ${date}`,
  photosTitle: 'Photos',
  photoCount: (count: number, more: boolean) => `${count}${more ? '+' : ''} ${count === 1 && !more ? 'photo' : 'photos'}`,
  loadMore: 'Load More Photos',
  uploadPhoto: 'Upload Photo',
  bulkUpload: 'Bulk Upload',
  noPhotos: 'No photos found',
  noPhotosHint: 'Upload the first photo to start this family\'s album.',
  failedToLoadDetails: 'Failed to load family details',
  failedToLoadPhotos: 'Failed to load photos',
  notFound: 'Family not found',
  settingsSave: 'Save Changes',
  settingsFailed: 'Failed to update family',
  settingsSaved: 'Family updated',
  select: 'Select',
  selectHint: 'Select photos to download them together',
  selected: (count: number) => `${count} selected`,
  download: 'Download',
  cancelSelection: 'Cancel',
  selectionBar: 'Selected photos',
  tooMany: (max: number) => `At most ${max.toLocaleString('en-US')} at once`,
  downloadFailed: 'Failed to prepare the download',
} as const;

export const upload = {
  title: 'Upload Photo',
  bulkTitle: 'Bulk Upload',
  dropHint: 'Click or drag a photo to this area',
  dropHintBulk: 'Click or drag photos to this area',
  chooseAnother: 'Click or drop another photo to replace it',
  acceptedTypes: 'Photos (JPEG, PNG, HEIC, WebP, AVIF, TIFF) and videos (MP4, MOV, M4V, WebM, 3GP)',
  chooseFile: 'Choose photo',
  description: 'Description',
  location: 'Location',
  upload: 'Upload',
  uploadAll: (count: number) => `Upload ${count} ${count === 1 ? 'Photo' : 'Photos'}`,
  fileRequired: 'Please select a photo to upload',
  wrongType: 'Please select a photo (JPEG, PNG, HEIC, WebP, AVIF or TIFF) or a video (MP4, MOV, M4V, WebM or 3GP)',
  failed: 'Failed to upload photo',
  bulkFailed: 'Upload failed',
  uploadedOk: 'Uploaded successfully',
  removeFile: (name: string) => `Remove ${name}`,
  preview: (name: string) => `Preview of ${name}`,
  summary: (ok: number, total: number, failed: number) =>
    `${ok} of ${total} photos uploaded successfully${failed > 0 ? ` (${failed} failed)` : ''}`,
  uploading: 'Uploading...',
  done: 'Done',
  selected: (count: number) => `${count} ${count === 1 ? 'photo' : 'photos'} selected`,
} as const;

export const dateEntry = {
  label: 'Date',
  exact: 'Exact date',
  fuzzy: 'Fuzzy date',
  modeLabel: 'Date entry mode',
  exactLabel: 'Date taken',
  fuzzyLabel: 'Approximate date',
  fuzzyPlaceholder: "e.g. summer '92",
  examplesTitle: 'Examples',
  examples: [
    { category: 'Decades', values: ['1980s', 'late 80s', 'early 1990s'] },
    { category: 'Approximate', values: ['circa 1985', 'around 1992'] },
    { category: 'Seasonal', values: ["summer '92", 'winter 1985', 'Christmas 1990'] },
    { category: 'Partial', values: ['1985', 'March 1990', '3/1990'] },
  ],
} as const;

export const photo = {
  backToFamily: 'Back to Family',
  openViewer: 'Open full-screen viewer',
  viewer: 'Photo viewer',
  previous: 'Previous photo',
  next: 'Next photo',
  closeViewer: 'Close viewer',
  actions: 'Photo actions',
  edit: 'Edit Photo',
  delete: 'Delete Photo',
  deleteConfirm: "Move this photo to the family's trash? Its stories and comments go with it. You can restore it from the Trash until it is deleted for good.",
  uploadedBy: (name: string) => `Uploaded by ${name}`,
  technicalDetails: 'Technical Details',
  camera: 'Camera',
  cameraSettings: 'Camera Settings',
  gps: 'GPS Coordinates',
  altitude: (m: number) => `${m} m altitude`,
  geocodedLocation: 'Location',
  dimensions: 'Dimensions',
  duration: 'Duration',
  uploaded: 'Uploaded',
  notAvailable: 'Not available',
  failedToLoad: 'Failed to load photo details',
  notFound: 'Photo not found',
  updateFailed: 'Failed to update photo',
  deleteFailed: 'Failed to delete photo',
  editTitle: 'Edit Photo',
  saveChanges: 'Save Changes',
  download: 'Download',
  downloadLabel: (title: string) => `Download the original of ${title}`,
} as const;

export const stories = {
  title: 'Stories',
  add: 'Add Story',
  newTitle: 'Share a Story',
  editTitle: 'Edit Story',
  content: 'Story',
  contentPlaceholder: 'What do you remember about this moment?',
  storyDate: 'Story date (optional)',
  save: 'Save Story',
  empty: 'No stories yet. Be the first to share a memory!',
  saveFailed: 'Failed to save story',
  deleteFailed: 'Failed to delete story',
  deleteConfirm: 'Delete this story?',
  edit: 'Edit story',
  delete: 'Delete story',
  by: (name: string, date: string) => `by ${name} • ${date}`,
  contentRequired: 'Please write a story',
} as const;

export const comments = {
  title: 'Comments',
  placeholder: 'Write a comment... (Enter to send, Shift+Enter for a new line)',
  inputLabel: 'Write a comment',
  send: 'Send comment',
  empty: 'No comments yet. Be the first to comment!',
  addFailed: 'Failed to add comment',
  deleteFailed: 'Failed to delete comment',
  deleteConfirm: 'Delete this comment?',
  delete: 'Delete comment',
  loadMore: 'Load more comments',
} as const;

export const members = {
  title: 'Family Members',
  back: 'Back to Family',
  columns: { member: 'Member', email: 'Email', role: 'Role', joined: 'Joined', actions: 'Actions' },
  roleAdmin: 'admin',
  roleMember: 'member',
  you: '(you)',
  memberActions: (name: string) => `Actions for ${name}`,
  makeAdmin: 'Make Admin',
  makeMember: 'Make Member',
  remove: 'Remove from Family',
  removeConfirm: (name: string) => `Remove ${name} from this family?`,
  pendingInvitations: 'Pending Invitations',
  invitationColumns: { email: 'Email', role: 'Role', sent: 'Sent', expires: 'Expires', actions: 'Actions' },
  noInvitations: 'No pending invitations',
  copyLink: 'Copy Link',
  copyLinkLabel: (email: string) => `Copy the invitation link for ${email}`,
  linkCopied: (email: string) => `Link copied: send it to ${email}`,
  copyLinkManually: 'Copy this link and send it to the person you invited:',
  cancelInvitation: 'Cancel Invitation',
  cancelInvitationLabel: (email: string) => `Cancel invitation for ${email}`,
  cancelInvitationConfirm: (email: string) => `Cancel the invitation for ${email}?`,
  inviteMember: 'Invite Member',
  inviteTitle: 'Invite Member',
  inviteEmail: 'Email Address',
  inviteRole: 'Role',
  sendInvitation: 'Send Invitation',
  emailRequired: 'Please enter an email address',
  invitationSent: 'Invitation sent',
  failedToLoad: 'Failed to load family data',
  inviteFailed: 'Failed to send invitation',
  roleFailed: 'Failed to update member role',
  removeFailed: 'Failed to remove member',
  cancelFailed: 'Failed to cancel invitation',
} as const;

export const onThisDay = {
  title: 'On This Day',
  back: 'Back to Dashboard',
  empty: 'No Memories on This Day Yet',
  emptyHint: 'Photos taken on this day in earlier years will appear here.',
  yearsAgo: (n: number) => `${n} ${n === 1 ? 'year' : 'years'} ago`,
  failed: 'Failed to load memories',
} as const;

export const timeline = {
  title: 'Family Timeline',
  viewMode: 'View mode',
  timelineView: 'Timeline',
  gridView: 'Grid',
  order: 'Sort order',
  newest: 'Newest First',
  oldest: 'Oldest First',
  families: 'Families',
  familyFilter: 'Filter families',
  selectAll: 'Select All',
  failed: 'Failed to load photos',
  empty: 'No photos found',
  emptyHint: 'Photos uploaded to your families appear here, by year and month.',
} as const;

export const search = {
  title: 'Search Memories',
  placeholder: 'Search photos, stories, comments...',
  inputLabel: 'Search photos, stories, comments',
  clear: 'Clear search',
  location: 'Location',
  photo: 'Photo',
  tabs: { all: 'All', photos: 'Photos', stories: 'Stories', comments: 'Comments' },
  tabLabel: (label: string, count: number) => `${label} (${count})`,
  viewPhoto: 'View Photo',
  noResults: 'No results found',
  noResultsHint: 'Try searching with different keywords',
  failed: 'Failed to search',
  minLengthHint: 'Type at least 2 characters to search',
  by: (name: string, date: string) => `by ${name} • ${date}`,
} as const;

export const admin = {
  panel: 'Admin Panel',
  chip: 'ADMIN',
  backToApp: 'Back to App',
  logout: 'Logout',
  menu: {
    dashboard: 'Dashboard',
    users: 'Users',
    families: 'Families',
    content: 'Content',
    backups: 'Backups',
    settings: 'Settings',
  },
  comingSoon: 'Coming Soon',
  comingSoonHint: 'This section is being built.',
  openMenu: 'Open admin menu',
} as const;

export const adminDashboard = {
  title: 'Dashboard',
  totalUsers: 'Total Users',
  admins: (n: number) => `${n} ${n === 1 ? 'admin' : 'admins'}`,
  totalFamilies: 'Total Families',
  newThisMonth: (n: number) => `${n} new this month`,
  totalPhotos: 'Total Photos',
  uploadedThisMonth: (n: number) => `${n} uploaded this month`,
  storageUsed: 'Storage Used',
  storageGb: (usedGb: number) => `${usedGb.toFixed(2)} GB`,
  storageOf: (limitGb: number) => `of ${limitGb} GB`,
  storagePercent: (pct: number) => `${pct.toFixed(1)}% of limit`,
  recentActivity: 'Recent Activity',
  activeUsers: (n: number) => `${n} active users in the last 30 days`,
  photosThisMonth: (n: number) => `${n} photos uploaded this month`,
  /** Videos are counted among the photos (every item of a library); this line tells them apart. */
  videosAmong: (total: number, month: number) => `${total} ${total === 1 ? 'video' : 'videos'} among them, ${month} this month`,
  familiesThisMonth: (n: number) => `${n} families created this month`,
  systemStatus: 'System Status',
  database: 'Database',
  storage: 'Storage',
  lastBackup: 'Last Backup',
  healthy: 'Healthy',
  warning: 'Warning',
  notImplemented: 'Not implemented',
  storageWarning: 'Storage usage is above 80%. Consider increasing storage limit or cleaning up old data.',
  storageNearlyFull: (pct: number) =>
    `Storage is ${Math.floor(pct)}% full. Uploads will be refused once the limit is reached: clean up old data or raise STORAGE_LIMIT_GB.`,
  uploadsRefusedLimit: 'Uploads are being refused: the storage limit is reached. Clean up old data or raise STORAGE_LIMIT_GB.',
  uploadsRefusedDisk: (freeGb: string, reserveGb: string) =>
    `Uploads are being refused: the server's disk has only ${freeGb} free, and Heirloom keeps ${reserveGb} free. Free up space on the disk.`,
  failed: 'Failed to load statistics',
} as const;

export const adminUsers = {
  title: 'Users',
  searchPlaceholder: 'Search by name or email...',
  searchButton: 'Search',
  columns: {
    name: 'Name',
    email: 'Email',
    role: 'Role',
    families: 'Families',
    photos: 'Photos',
    joined: 'Joined',
    actions: 'Actions',
  },
  roleAdmin: 'Admin',
  roleUser: 'User',
  emailStatus: 'Email Status',
  verified: 'Verified',
  unverified: 'Unverified',
  markVerified: 'Mark Verified',
  markVerifiedLabel: (name: string) => `Mark the e-mail address of ${name} verified`,
  markedVerified: (name: string) => `The e-mail address of ${name} is marked verified`,
  view: (name: string) => `View details of ${name}`,
  edit: (name: string) => `Edit ${name}`,
  delete: (name: string) => `Delete ${name}`,
  detailsTitle: 'User Details',
  editTitle: 'Edit User',
  name: 'Name',
  administrator: 'Administrator',
  selfDemote: 'You cannot remove admin privileges from yourself',
  saveChanges: 'Save Changes',
  deleteTitle: 'Delete User',
  deleteConfirm: (name: string) =>
    `Are you sure you want to delete ${name}? All of this user's photos, stories and comments will be permanently deleted.`,
  failed: 'Failed to load users',
  updateFailed: 'Failed to update user',
  deleteFailed: 'Failed to delete user',
  updated: 'User updated',
  deleted: 'User deleted',
  total: (n: number) => `${n} users`,
} as const;

export const adminBackups = {
  title: 'Backup Management',
  create: 'Create New Backup',
  note: 'Backups include all database data and uploaded photos.',
  columns: {
    id: 'Backup ID',
    createdAt: 'Created At',
    createdBy: 'Created By',
    size: 'Size',
    stats: 'Statistics',
    status: 'Status',
    actions: 'Actions',
  },
  stats: (u: number, f: number, p: number) => `${u} users, ${f} families, ${p} photos`,
  download: (id: string | number) => `Download backup ${id}`,
  restore: (id: string | number) => `Restore backup ${id}`,
  delete: (id: string | number) => `Delete backup ${id}`,
  empty: 'No backups found. Create your first backup to get started.',
  restoreTitle: 'Restore Backup',
  restoreWarning:
    'Restoring this backup replaces all current data with the data in the backup. This cannot be undone.',
  restoreConfirm: 'Restore',
  deleteTitle: 'Delete Backup',
  deleteWarning: 'Are you sure you want to delete this backup? This cannot be undone.',
  creatingTitle: 'Creating Backup',
  restoringTitle: 'Restoring Backup',
  percentComplete: (pct: number) => `${pct}% complete`,
  created: 'Backup created successfully',
  restored: 'Backup restored successfully',
  deleted: 'Backup deleted successfully',
  failed: 'Failed to load backups',
  createFailed: 'Failed to create backup',
  downloadFailed: 'Failed to download backup',
  restoreFailed: 'Failed to restore backup',
  deleteFailed: 'Failed to delete backup',
} as const;

export const trash = {
  title: 'Trash',
  open: 'Trash',
  backToFamily: 'Back to Family',
  subtitle: (days: number) => `Deleted photos and videos wait here for ${days} days, then they are deleted for good.`,
  subtitleSoon: 'Deleted photos and videos wait here for a while, then they are deleted for good.',
  memberHint: 'You see the photos you uploaded; family admins see every photo in the trash.',
  empty: 'The trash is empty',
  emptyHint: 'Photos you delete come here first, so a wrong click can be undone.',
  daysLeft: (days: number) => (days <= 0 ? 'Deleted for good today' : days === 1 ? '1 day left' : `${days} days left`),
  deletedBy: (name: string) => `Deleted by ${name}`,
  restore: 'Restore',
  restoreLabel: (title: string) => `Restore ${title}`,
  restored: 'Photo restored',
  restoreFailed: 'Failed to restore photo',
  deleteForever: 'Delete forever',
  deleteForeverLabel: (title: string) => `Delete ${title} forever`,
  deleteForeverConfirm: 'Delete this photo for good? Its stories and comments are deleted too. This cannot be undone.',
  deletedForever: 'Photo deleted for good',
  deleteFailed: 'Failed to delete photo',
  emptyTrash: 'Empty trash',
  emptyTrashConfirm: 'Delete every photo in the trash for good? Their stories and comments are deleted too. This cannot be undone.',
  emptied: (count: number) => (count === 1 ? '1 photo deleted for good' : `${count} photos deleted for good`),
  emptyFailed: 'Failed to empty the trash',
  failedToLoad: 'Failed to load the trash',
  loadMore: 'Load More',
} as const;

export const albums = {
  open: 'Albums',
  title: 'Albums',
  backToFamily: 'Back to Family',
  backToAlbums: 'Back to Albums',
  create: 'Create Album',
  name: 'Name',
  nameRequired: 'Album name is required',
  description: 'Description',
  created: 'Album created',
  createFailed: 'Failed to create album',
  failedToLoad: 'Failed to load albums',
  empty: 'No albums yet',
  emptyHint: 'Gather the photos of one story, "Grandpa\'s 80th" or "Italy 1972", in an album.',
  photoCount: (count: number) => (count === 1 ? '1 photo' : `${count} photos`),
  dates: (start: string, end: string) => (start === end ? start : `${start} – ${end}`),
  by: (name: string) => `by ${name}`,
  notFound: 'Album not found',
  failedToLoadAlbum: 'Failed to load album',
  noPhotos: 'This album has no photos yet',
  noPhotosHint: 'Add photos of the family to it.',
  addPhotos: 'Add Photos',
  addSelected: (count: number) => (count === 1 ? 'Add 1 photo' : `Add ${count} photos`),
  addFailed: 'Failed to add photos',
  added: 'Photos added',
  select: 'Select',
  removeSelected: (count: number) => (count === 1 ? 'Remove 1 photo' : `Remove ${count} photos`),
  removed: 'Photos removed from the album',
  removeFailed: 'Failed to remove photos',
  cancel: 'Cancel',
  rename: 'Edit Album',
  save: 'Save',
  saveFailed: 'Failed to save album',
  delete: 'Delete Album',
  deleteConfirm: 'Delete this album? Its photos stay in the family.',
  deleteFailed: 'Failed to delete album',
  actions: 'Album actions',
  loadMore: 'Load More',
  inAlbums: 'In albums',
} as const;

export const reactions = {
  label: 'Reactions',
  kinds: { heart: 'Love', laugh: 'Haha', wow: 'Wow', sad: 'Sad', clap: 'Bravo' },
  emoji: { heart: '❤️', laugh: '😂', wow: '😮', sad: '😢', clap: '👏' },
  /** The button of one kind: what it does for the caller, and how many left it. */
  toggle: (kind: string, mine: boolean, count: number) => `${mine ? 'Take back' : 'React with'} ${kind}${count ? ` (${count})` : ''}`,
  whoReacted: 'Who reacted',
  nobody: 'No reactions yet',
  failed: 'Failed to update your reaction',
  loadFailed: 'Failed to load who reacted',
} as const;

export const mentions = {
  /** Shown under a comment or story: who it mentions. */
  mentioned: 'Mentions',
  noMatch: 'No member of this family has that name',
} as const;

export const notifications = {
  bell: (unread: number) => (unread ? `Notifications, ${unread} unread` : 'Notifications'),
  title: 'Notifications',
  empty: 'Nothing new',
  markAllRead: 'Mark all read',
  markRead: 'Mark read',
  loadFailed: 'Failed to load notifications',
  seeActivity: 'See all activity',
  /** One line of the list: what happened, with the actor's name first. */
  line: (type: string, actor: string, count: number, family: string): string => {
    const others = count > 1 ? ` and ${count - 1} other${count > 2 ? 's' : ''}` : '';
    switch (type) {
      case 'comment':
        return `${actor} commented on your photo`;
      case 'story':
        return `${actor} wrote a story on your photo`;
      case 'reaction':
        return `${actor}${others} reacted to your photo`;
      case 'mention':
        return `${actor} mentioned you`;
      case 'photos_added':
        return `${count} new photo${count > 1 ? 's' : ''} in ${family} (latest by ${actor})`;
      case 'member_joined':
        return `${actor} joined ${family}`;
      default:
        return `${actor} did something in ${family}`;
    }
  },
} as const;

export const activity = {
  title: 'Activity',
  subtitle: 'What happened lately in your families',
  empty: 'Nothing has happened yet. Add a photo or write a story!',
  loadFailed: 'Failed to load the activity',
  loadMore: 'Show older activity',
  openPhoto: (index: number, count: number) => `Open photo ${index} of ${count}`,
  line: (type: string, actor: string, count: number): string => {
    switch (type) {
      case 'photos_added':
        return `${actor} added ${count} photo${count > 1 ? 's' : ''}`;
      case 'story_added':
        return `${actor} wrote a story`;
      case 'comment_added':
        return `${actor} commented`;
      case 'member_joined':
        return `${actor} joined the family`;
      default:
        return `${actor} did something`;
    }
  },
} as const;

export const settings = {
  title: 'Settings',
  subtitle: 'What Heirloom e-mails you, and when',
  digest: 'Digest e-mail',
  digestHelp: 'Memories of the coming days and what is new in your families, at 08:00 your time',
  digestOptions: { off: 'Off', daily: 'Daily', weekly: 'Weekly' },
  emailMentions: 'E-mail me when someone mentions me',
  emailComments: 'E-mail me when someone comments on or writes a story about my photos',
  timeZone: 'Time zone',
  timeZoneHelp: 'Set from your browser when you sign in',
  save: 'Save settings',
  saved: 'Settings saved',
  saveFailed: 'Failed to save settings',
  loadFailed: 'Failed to load your settings',
} as const;
