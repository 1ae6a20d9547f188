// Makes sure a Chromium exists for Playwright. On Debian as root without one, installs
// Debian's chromium (Playwright's own download does not work on offline-ish machines).
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import { chromium } from '@playwright/test';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';

function playwrightBrowser() {
  try {
    const p = chromium.executablePath();
    return p && fs.existsSync(p) ? p : null;
  } catch {
    return null;
  }
}

if (fs.existsSync(DEBIAN_CHROMIUM) || playwrightBrowser()) process.exit(0);

const isDebian = fs.existsSync('/etc/debian_version');
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (isDebian && isRoot) {
  console.log('Chromium bulunamadı: Debian paketi kuruluyor (apt-get install chromium)…');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
    stdio: 'inherit',
    shell: '/bin/bash',
  });
  process.exit(0);
}
console.error(
  'Uçtan uca testler için bir Chromium gerekli. Debian/Ubuntu: `sudo apt-get install chromium`; ' +
    'başka sistemlerde: `npx playwright install chromium`.',
);
process.exit(1);
