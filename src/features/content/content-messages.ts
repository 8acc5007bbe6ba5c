/** What the Site content tool says (beyond the spec; issue 9). */
export const CONTENT_MESSAGES = {
  textsSaved: 'Site texts saved',
  homeSaved: 'Home images saved',
  boardSaved: 'Board saved',
  saveFailed: 'Sorry, There was an issue saving the site content [Please Contact Site Admin]',
  uploadFailed: 'Sorry, There was an issue uploading one of your images [Please Contact Site Admin]',
  confirmRemoveMember: 'Are you sure you want to remove this board member?',
} as const;
