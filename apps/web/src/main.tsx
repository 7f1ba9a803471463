import './app/global.css';
// The enrolment's query keys ride in the entry (a few bytes): the pages that read the enrolment
// then import them from the chunk every page loads, and no shared chunk carries them.
import './enrolment/own-enrolment-key';
// A journey page's enrolment read starts here, beside the page's chunks (before boot's modules run).
import './enrolment/start-early-enrolment-read';
import { bootPortal } from './app/boot';
import { installErrorReporter } from './observability/error-reporter';

// First, so an error while the portal boots is reported too.
installErrorReporter();

void bootPortal(document.getElementById('root') as HTMLElement);
