// The page load's script: asks for the first screen's reads (boot/earlyReads.ts), then brings the app, whose code (a
// megabyte, with Ant Design) comes and runs meanwhile. Nothing else is imported here: this file's chunk runs first.
import { askEarlyReads } from './boot/earlyReads';

askEarlyReads(window.location);
// Before the page's own code, which the early reads ask for once the session has answered: the app's styles then
// come before the page's (as without them).
void import('./start');
