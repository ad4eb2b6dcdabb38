/**
 * `npm run load -- --url <server> [--scenario test/load/scenario.json] [--patients N] [--seconds S]`
 *
 * A clinic's Monday morning against any server that implements src/api/API.md: virtual patients,
 * each with its own session and client address, run the flows of the scenario file over and over
 * (find a time and book it: exams → clinics → slots → hold → book; or open an appointment from a
 * secure link: captcha → date of birth → appointment) for the given time. Prints, per operation,
 * how many ran, the failures, and the latency percentiles; then every booking made, checked for
 * double bookings (one time of one clinic booked twice for one exam). Exit code 1 on any failure.
 *
 * Each patient sends `X-Forwarded-For` with an address of its own, so a server that trusts the
 * runner as its proxy (TRUSTED_PROXIES) counts per-client limits per patient, as it would for real
 * patients; a server that does not simply sees one client.
 */
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { runLoad, type Scenario } from './flows';
import { printReport } from './report';

const { values } = parseArgs({
  options: {
    url: { type: 'string' },
    scenario: { type: 'string', default: new URL('./scenario.json', import.meta.url).pathname },
    patients: { type: 'string' },
    seconds: { type: 'string' },
  },
});
if (!values.url) {
  console.error('usage: npm run load -- --url http://127.0.0.1:8080 [--scenario file] [--patients 100] [--seconds 60]');
  process.exit(2);
}
const scenario = JSON.parse(await readFile(values.scenario!, 'utf8')) as Scenario;
if (values.patients) scenario.patients = Number(values.patients);
if (values.seconds) scenario.durationSeconds = Number(values.seconds);
const result = await runLoad(values.url, scenario);
const ok = printReport(result, scenario);
process.exit(ok ? 0 : 1);
