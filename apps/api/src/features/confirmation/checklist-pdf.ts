import PDFDocument from 'pdfkit';

/** What one mover's moving checklist says: all of it already in words. */
export type ChecklistContent = {
  brandName: string;
  moverName: string | null;
  addressLines: readonly string[];
  /** dd/MM/yyyy, or null when not known yet. */
  moveInDate: string | null;
  services: readonly { title: string; statusLabel: string }[];
  /** "We told Leeds City Council on 23/11/2026 at 14:05 (reference TH-…)." */
  authoritiesTold: readonly string[];
  /** dd/MM/yyyy, the day the checklist was made. */
  madeOn: string;
};

/** The general moving-day list (our words: docs/decisions.md). */
export const MOVING_CHECKLIST = [
  'Take meter readings (electricity, gas and water) on the day you move in, and keep a dated photo of each meter.',
  'Redirect your post with Royal Mail so nothing goes to your old address.',
  'Tell your bank, building society and credit card providers your new address.',
  'Update your driving licence and vehicle log book with the DVLA.',
  'Register with a GP and a dentist near your new home.',
  'Tell your employer, and HMRC if you are self-employed.',
  'Register to vote at your new address (the electoral register).',
  'Tell your insurers (contents, car, life) and TV Licensing that you have moved.',
  'Find the stopcock, the fuse box and the meters, and test the smoke and carbon monoxide alarms.',
] as const;

const MARGIN = 56;

/** A made-for-this-mover PDF: their new home, their services and who we told, then the list. */
export function renderChecklistPdf(content: ChecklistContent): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: 'Your moving checklist', Author: content.brandName },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const heading = (text: string) => {
    doc.moveDown(0.8).font('Helvetica-Bold').fontSize(14).text(text).moveDown(0.3);
    doc.font('Helvetica').fontSize(11);
  };

  doc.font('Helvetica-Bold').fontSize(22).text('Your moving checklist');
  doc
    .font('Helvetica')
    .fontSize(11)
    .fillColor('#4a5258')
    .text(`Made by ${content.brandName} on ${content.madeOn}`)
    .fillColor('#000000');
  if (content.moverName) doc.moveDown(0.6).text(`For ${content.moverName}`);

  heading('Your new home');
  for (const line of content.addressLines) doc.text(line);
  doc.moveDown(0.3).text(`Move-in date: ${content.moveInDate ?? 'not known yet'}`);

  heading('Your services');
  if (content.services.length === 0) doc.text('You have not chosen any services with us.');
  for (const service of content.services) doc.text(`${service.title}: ${service.statusLabel}`);

  heading('Who we told');
  if (content.authoritiesTold.length === 0)
    doc.text('We have not told anyone about your move yet.');
  for (const sentence of content.authoritiesTold) doc.text(sentence);

  heading('Things to do when you move');
  for (const item of MOVING_CHECKLIST) doc.text(`[  ]  ${item}`, { paragraphGap: 4 });

  doc.end();
  return done;
}
