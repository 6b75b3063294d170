/**
 * What "Download my data" holds, section by section: the server registers a contributor for exactly these
 * (and nothing else), and the profile page lists them, so the page never says less than the file holds.
 */
export const DATA_EXPORT_SECTIONS = {
  profile: 'your profile',
  signedInDevices: 'the devices you are logged in on',
  professionalVerificationRequests: 'any request to be confirmed as a professional',
  directoryProfile: 'your directory listing, if you are a professional',
  contactRequests: 'contact requests you sent or received',
  ratings: 'your article ratings',
  moodJournal: 'your mood journal, notes included',
  aiChat: 'your AI chat conversations, every message',
  selfAssessments: 'your saved self-assessment results and answers',
  events: 'events you registered for or organised',
} as const;

export type DataExportSection = keyof typeof DATA_EXPORT_SECTIONS;
