import './app/global.css';
// The enrolment's query keys ride in the entry (a few bytes): the pages that read the enrolment
// then import them from the chunk every page loads, and no shared chunk carries them.
import './enrolment/own-enrolment-key';
import { bootPortal } from './app/boot';
import { installErrorReporter } from './observability/error-reporter';

// First, so an error while the portal boots is reported too.
installErrorReporter();

void bootPortal(document.getElementById('root') as HTMLElement);
