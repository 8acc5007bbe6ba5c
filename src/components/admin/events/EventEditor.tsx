export interface EventEditorProps {
  /** The event to edit; null for a new one. */
  eventId: string | null;
  /** A day `yyyy-MM-dd` a new event starts on (the Events Manager's month); the editor may ignore it. */
  defaultDay?: string;
  /**
   * Leaves the editor: `changed` is true after a save or delete once every image call has finished
   * (the Events Manager then reloads its month), false for the 'All Events' link.
   */
  onClose: (changed: boolean) => void;
}

/** The Event Editor (SPEC, Events Manager). Interface fixed for the Events Manager; built in its own branch. */
export function EventEditor({ onClose }: EventEditorProps) {
  return (
    <section className="admin-screen" aria-labelledby="event-editor-heading">
      <h2 id="event-editor-heading">Event Editor</h2>
      <button type="button" className="link-button" onClick={() => onClose(false)}>
        All Events
      </button>
    </section>
  );
}
