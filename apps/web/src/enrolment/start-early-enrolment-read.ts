// Imported by the entry before the portal's own modules, so the read starts as soon as the entry
// runs, before React and the router are set up (see early-enrolment-read.ts).
import { startEarlyEnrolmentRead } from './early-enrolment-read';

startEarlyEnrolmentRead();
