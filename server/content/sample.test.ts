// Every sample value in use is said at start, one line naming its variable, and
// REQUIRE_REAL_CONTENT=true refuses to start while any is in use.
import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from '../config';
import { checkSampleContent, configSampleValues, reportSampleTeam, sampleValuesInUse } from './sample';

const REAL = {
  WHATSAPP_NUMBER: '5493434000000',
  SHOP_EMAIL: 'info@tienda-real.com.ar',
  INSTAGRAM_URL: 'https://www.instagram.com/tienda.real/',
  FACEBOOK_URL: 'https://www.facebook.com/tienda.real',
  GOOGLE_PLACES_API_KEY: 'clave',
  GOOGLE_PLACE_ID: 'ChIJ-real',
  CATALOG_SOURCE: 'google-sheets:1AbCdEf#Productos',
  SMTP_URL: 'smtp://ventas:clave@mail.tienda-real.com.ar:587',
  PUBLIC_URL: 'https://tienda-real.com.ar',
};

function collect() {
  const lines: string[] = [];
  return { lines, log: (line: string) => lines.push(line) };
}

describe('contenido de ejemplo', () => {
  it('producción sin configurar: avisa el WhatsApp y el correo de ejemplo, una línea por variable; sin redes ni reseñas inventadas', () => {
    const config = parseConfig({ NODE_ENV: 'production' });
    expect(config.sampleContent).toBe(false);
    expect(config.INSTAGRAM_URL).toBeUndefined();
    expect(config.FACEBOOK_URL).toBeUndefined();
    const { lines, log } = collect();
    checkSampleContent(config, log);
    expect(lines).toEqual([
      '[contenido de ejemplo] WHATSAPP_NUMBER: número de WhatsApp de ejemplo (5493435551234): los chats no llegan a la tienda',
      '[contenido de ejemplo] SHOP_EMAIL: correo de ejemplo (ventas@agroindustrialparana.com.ar) (y MAIL_TO: los pedidos se envían ahí)',
    ]);
  });

  it('en desarrollo las reseñas del archivo de ejemplo también se anuncian; el equipo de ejemplo solo con la tabla vacía', async () => {
    const config = parseConfig({ NODE_ENV: 'development', ...REAL, GOOGLE_PLACES_API_KEY: '' });
    expect(config.sampleContent).toBe(true);
    expect(configSampleValues(config).map((v) => v.variable)).toEqual(['GOOGLE_PLACES_API_KEY, GOOGLE_PLACE_ID']);
    expect((await sampleValuesInUse(config, async () => 0)).map((v) => v.variable)).toEqual([
      'GOOGLE_PLACES_API_KEY, GOOGLE_PLACE_ID',
      'Equipo de ventas (/admin/equipo-de-ventas)',
    ]);
    expect((await sampleValuesInUse(config, async () => 2)).map((v) => v.variable)).toEqual(['GOOGLE_PLACES_API_KEY, GOOGLE_PLACE_ID']);
    const { lines, log } = collect();
    expect(await reportSampleTeam(config, async () => 0, log)).toBe(true);
    expect(lines).toEqual([
      '[contenido de ejemplo] Equipo de ventas (/admin/equipo-de-ventas): equipo de ejemplo con números 555 (cargá las personas reales en el panel)',
    ]);
    // Production without SAMPLE_CONTENT: an empty team is hidden, not a sample.
    expect(await reportSampleTeam(parseConfig({ NODE_ENV: 'production', ...REAL }), async () => 0, log)).toBe(false);
  });

  it('una red configurada como su página principal cuenta como ejemplo', () => {
    const config = parseConfig({ NODE_ENV: 'production', ...REAL, INSTAGRAM_URL: 'https://www.instagram.com/' });
    expect(configSampleValues(config).map((v) => v.variable)).toEqual(['INSTAGRAM_URL']);
  });

  it('todo real: nada que avisar, y REQUIRE_REAL_CONTENT=true arranca', () => {
    const config = parseConfig({ NODE_ENV: 'production', ...REAL, REQUIRE_REAL_CONTENT: 'true' });
    const { lines, log } = collect();
    expect(checkSampleContent(config, log)).toEqual([]);
    expect(lines).toEqual([]);
  });

  it('REQUIRE_REAL_CONTENT=true se niega a arrancar y nombra cada variable', () => {
    const config = parseConfig({ NODE_ENV: 'production', REQUIRE_REAL_CONTENT: 'true', FACEBOOK_URL: 'https://www.facebook.com' });
    expect(() => checkSampleContent(config, () => {})).toThrow(ConfigError);
    let message = '';
    try {
      checkSampleContent(config, () => {});
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/^REQUIRE_REAL_CONTENT=true y hay valores de ejemplo en uso/);
    for (const name of ['WHATSAPP_NUMBER', 'SHOP_EMAIL', 'FACEBOOK_URL', 'CATALOG_SOURCE', 'SMTP_URL', 'PUBLIC_URL']) expect(message).toContain(`  ${name}: `);
    // Each live setting on its own is named when it alone is missing.
    for (const name of ['CATALOG_SOURCE', 'SMTP_URL', 'PUBLIC_URL'] as const) {
      const without = parseConfig({ NODE_ENV: 'production', ...REAL, [name]: '', REQUIRE_REAL_CONTENT: 'true' });
      expect(() => checkSampleContent(without, () => {})).toThrow(new RegExp(`\\n  ${name}: sin definir`));
    }
    // Asking for sample content at the same time is refused too; in development it is off by default then.
    expect(parseConfig({ NODE_ENV: 'development', ...REAL, REQUIRE_REAL_CONTENT: 'true' }).sampleContent).toBe(false);
    expect(() => checkSampleContent(parseConfig({ NODE_ENV: 'production', ...REAL, REQUIRE_REAL_CONTENT: 'true', SAMPLE_CONTENT: 'true' }), () => {})).toThrow(
      /SAMPLE_CONTENT: muestra el equipo y las reseñas de ejemplo/,
    );
  });

  it('valores booleanos mal escritos detienen el arranque nombrando la variable', () => {
    expect(() => parseConfig({ SAMPLE_CONTENT: 'quizás' })).toThrow(/SAMPLE_CONTENT: debe ser true o false/);
    expect(parseConfig({ NODE_ENV: 'production', SAMPLE_CONTENT: 'TRUE' }).sampleContent).toBe(true);
  });
});
