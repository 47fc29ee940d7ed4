import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { collectNeedles, findPersonalData, scanLogDir, testSources } from './log-scan';

const QUIET = [
  '{"level":"info","time":"2026-11-26T22:40:21.575Z","pid":24396,"reqId":"b26c176f-a166-4868-9046-6d579eee7195","method":"GET","route":"api","status":200,"ms":850.2,"client":"127.0.0.0/24","msg":"request"}',
  '{"level":"warn","msg":"[contenido de ejemplo] WHATSAPP_NUMBER: número de WhatsApp de ejemplo [número]), SHOP_EMAIL ([correo])"}',
  '{"level":"info","msg":"Tienda lista en http://127.0.0.1:3200 (proceso 1234)","catalogue":12476,"bytes":9400000,"at":1764196531123}',
  '{"level":"info","msg":"presupuesto guardado","path":"/presupuesto","id":"7f3c","cliente":"[oculto]"}',
];

describe('the log scan', () => {
  it('finds an e-mail address, a phone number, a quote link and a name the tests typed', () => {
    const needles = collectNeedles([`await page.getByLabel('Nombre').fill('María González');`, `const data = { name: 'Cliente E2E', nombre: 'Marta Gómez' };`]);
    expect(needles).toEqual(expect.arrayContaining(['María González', 'Marta Gómez']));
    expect(findPersonalData('{"msg":"error al guardar","to":"juan@example.com"}', needles)).toBe('correo');
    expect(findPersonalData('{"msg":"llamar al +54 9 343 455-0101"}', needles)).toBe('teléfono');
    expect(findPersonalData('{"msg":"llamar al 0343 15 412345"}', needles)).toBe('teléfono');
    expect(findPersonalData('{"msg":"whatsapp 5493434000001"}', needles)).toBe('teléfono');
    expect(findPersonalData('{"url":"/presupuesto/Xk3_9aQ2mP0vLr8sT1uW"}', needles)).toBe('enlace de presupuesto');
    expect(findPersonalData('{"msg":"fallo de maría gonzález"}', needles)).toBe('dato de prueba');
  });

  it('lets the shop’s ordinary lines through', () => {
    for (const line of QUIET) expect(findPersonalData(line, ['María González']), line).toBeNull();
  });

  it('fails on a planted line in a log folder and names the file and line', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'log-scan-'));
    try {
      fs.mkdirSync(path.join(dir, 'tienda'));
      fs.writeFileSync(path.join(dir, 'tienda', '3200.log'), `${QUIET.join('\n')}\n`);
      expect(scanLogDir(dir, [])).toEqual([]);
      fs.appendFileSync(path.join(dir, 'tienda', '3200.log'), '{"level":"error","msg":"no se pudo guardar","cliente":"Marta Gómez"}\n');
      const findings = scanLogDir(dir, collectNeedles(testSources()));
      expect(findings).toHaveLength(1);
      expect(findings[0]).toMatchObject({ line: QUIET.length + 1, kind: 'dato de prueba' });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('collects the values the browser tests type', () => {
    const needles = collectNeedles(testSources());
    expect(needles).toEqual(expect.arrayContaining(['María González', 'marta.gomez@chacra-ejemplo.com.ar', '+54 9 343 455-0101']));
  });
});
