// The outside view of a server under load, for benchUploads (hardening.mjs): /api/health timed
// from its own process, and the server's RSS sampled on its own clock. It runs apart from the
// process that sends the uploads, because that process's event loop stalls for seconds while it
// builds and writes 20 bodies of 50 MB: a health check timed there measured our client, and RSS
// sampled only between its health checks missed short peaks.
//
// Run as `node load-probe.mjs <server url> <server pid>` with an IPC channel; on 'stop' it sends
// { latencies, failures, peakRssMb } and exits.
import fs from 'node:fs';

const [url, pidArg] = process.argv.slice(2);
const pid = Number(pidArg);

const rssMb = (processId) => {
  const status = fs.readFileSync(`/proc/${processId}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
};

if (process.send && url && pid) {
  let running = true;
  let peakRssMb = rssMb(pid);
  const latencies = [];
  let failures = 0;
  const sampler = setInterval(() => {
    try {
      peakRssMb = Math.max(peakRssMb, rssMb(pid));
    } catch {
      // the server is gone; the health checks say so
    }
  }, 10);
  const checks = (async () => {
    process.send('ready');
    while (running) {
      const t0 = performance.now();
      // A fresh connection each time: a refused upload may end a shared keep-alive socket.
      const ok = await fetch(`${url}/api/health`, { headers: { connection: 'close' } })
        .then((r) => r.text().then(() => r.ok))
        .catch(() => false);
      if (ok) latencies.push(performance.now() - t0);
      else failures += 1;
      await new Promise((r) => setTimeout(r, 20));
    }
  })();
  process.on('message', async (message) => {
    if (message !== 'stop') return;
    running = false;
    await checks;
    clearInterval(sampler);
    process.send({ latencies, failures, peakRssMb }, () => process.exit(0));
  });
}
