/** Every demo picture by name: its file is scripts/demo/photos/<name>.jpg (drawn by draw-photos.ts). */
import { EVENT_SCENES } from './event-scenes';
import { SCHOOL_SCENES } from './school-scenes';

export const DEMO_SCENES: Record<string, () => string> = { ...EVENT_SCENES, ...SCHOOL_SCENES };
