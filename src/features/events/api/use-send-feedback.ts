import { useMutation } from '@tanstack/react-query';
import { submitForm, type EventFeedback } from '../../forms';

/** Sends a visitor's feedback on an event (SPEC, Event popup) as the form 'event_feedback'. */
export const useSendFeedback = () =>
  useMutation({
    mutationFn: (feedback: EventFeedback) => submitForm('event_feedback', feedback),
  });
