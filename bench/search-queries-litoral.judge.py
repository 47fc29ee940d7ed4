# Usage: python3 bench/search-queries-litoral.judge.py bench/search-queries-litoral.json
# Judgments of the second search set (bench/search-queries-litoral.json), written from the catalogue
# by meaning: each query names the products a counter clerk would hand over, as a predicate on the
# product's own fields (title first), never on what any search returns.
import csv, json, re, sys, unicodedata
rows = list(csv.DictReader(open('data/catalogo.csv', encoding='utf-8')))
def n(s): return ''.join(ch for ch in unicodedata.normalize('NFD', (s or '').lower()) if unicodedata.category(ch) != 'Mn')
def cc(s): return re.sub(r'[^a-z0-9]', '', n(s)).lstrip('0')
P = []
for r in rows:
    if not r['ID'].strip() or not r['Titulo'].strip(): continue
    est = n(r['Estado']).strip()
    P.append(dict(id=r['ID'].strip(), t=n(r['Titulo']), d=n(r['Descripción']), c=n(r['Codigo']), cc=cc(r['Codigo']), b=n(r['Marca']), a=n(r['Aplica para']), cat=n(r['Categoria']), cond='usado' if est.startswith('usado') else ('nuevo' if est.startswith('nuevo') else est)))
def st(*prefixes): return lambda p: any(p['t'].startswith(x) for x in prefixes)
def tin(*words): return lambda p: all(w in p['t'] for w in words)
def AND(*fs): return lambda p: all(f(p) for f in fs)
def OR(*fs): return lambda p: any(f(p) for f in fs)
def NOT(f): return lambda p: not f(p)
def cat(x): return lambda p: p['cat'] == x
def brand(x): return lambda p: p['b'] == x
def used(p): return p['cond'] == 'usado'
def new(p): return p['cond'] == 'nuevo'
def code(x): return lambda p: p['cc'] == cc(x)
def tre(rx): return lambda p: re.search(rx, p['t']) is not None
NONE = lambda p: False
rodamiento = st('rodamiento')
reten = st('reten')
arranque = st('motor de arranque')
crique = st('crique')
manguera = st('manguera hidraulica')
neum = st('neumatico')
buje = st('buje')
cardan = st('cardan')
cruceta = st('cruceta')
extremo = st('extremo de direccion')
embrague = OR(st('kit de embrague'), st('disco de embrague'))
Q = []
def q(query, kind, pred, note=None): Q.append((query, kind, pred, note))
# --- plurals of what the product is
PLURALS = [
    ('retenes', reten),
    ('retenes corteco', AND(reten, tin('corteco'))),
    ('retenes de cigüeñal', AND(reten, tin('ciguenal'))),
    ('pistones', st('piston'), 'el pistón de motor, no la bomba "de pistones"'),
    ('pistones mahle', AND(st('piston'), tin('mahle'))),
    ('bujes', buje),
    ('bujes de perno', st('buje de perno')),
    ('cardanes', cardan),
    ('crucetas de cardan', cruceta),
    ('mangueras hidraulicas', st('manguera')),
    ('motores perkins', AND(cat('motores'), tin('perkins')), 'el motor, no el motor de arranque para Perkins'),
    ('motores cummins', AND(cat('motores'), tin('cummins'))),
    ('tractores usados', AND(cat('tractores'), used)),
    ('camiones', cat('camiones')),
    ('camiones iveco', AND(cat('camiones'), tin('iveco'))),
    ('mazas de rueda', st('maza de rueda')),
    ('discos de siembra', st('disco de siembra')),
    ('extremos de direccion', extremo),
    ('espejos retrovisores', st('espejo')),
    ('faros de trabajo', st('faro de trabajo')),
    ('cilindros hidraulicos', st('cilindro hidraulico')),
    ('camisas de cilindro', st('camisa de cilindro')),
    ('cuchillas de barra', st('cuchilla de barra')),
    ('dedos de barra de corte', st('dedo de barra')),
    ('paletas de ventilador', st('paleta de ventilador')),
    ('pastillas pulverizadoras', st('pastilla pulverizadora')),
    ('rodamientos de maza', st('rodamiento de maza')),
    ('neumaticos agricolas', st('neumatico agricola')),
    ('asientos grammer', AND(st('asiento'), tin('grammer'))),
    ('radiadores de agua', st('radiador de agua')),
    ('plataformas sojeras', AND(st('plataforma'), tin('sojera'))),
    ('sensores de velocidad', st('sensor de velocidad')),
    ('inyectores denso', AND(st('inyector'), tin('denso'))),
    ('bombas inyectoras', st('bomba inyectora')),
    ('juntas de tapa de cilindros', AND(st('juego de juntas'), tin('tapa de cilindros'))),
    ('cabezales maiceros', AND(OR(st('cabezal'), st('plataforma')), tin('maicer'))),
    ('motores de arranque', arranque),
    ('coronas y piñones', st('corona y pinon')),
    ('puntas de eje', st('punta de eje')),
    ('tolvas', cat('tolvas')),
]
for typed, pred, *note in PLURALS:
    q(typed, 'plural', pred, *note)
# --- the owner's synonyms (only groups data/sinonimos.csv ships)
q('ruleman maza', 'synonym', st('rodamiento de maza'))
q('ruleman de rueda', 'synonym', st('rodamiento de rueda'))
q('rulemanes de cardan', 'synonym', st('rodamiento de cardan'))
q('ruleman 6309', 'synonym', AND(rodamiento, lambda p: p['cc'].startswith('6309')))
q('rulemanes skf', 'synonym', AND(rodamiento, tin('skf')))
q('ruleman de embrague', 'synonym', st('rodamiento de embrague'), 'el rodamiento, no el kit de embrague "con ruleman"')
q('flexible hidraulico', 'synonym', st('manguera hidraulica'))
q('flexibles hidraulicos parker', 'synonym', AND(st('manguera hidraulica'), tin('parker')))
q('flexible 1/2', 'synonym', AND(st('manguera hidraulica'), tin('1/2"')))
q('cubierta 14.9-28', 'synonym', AND(neum, tin('14.9-28')))
q('cubiertas 18.4-38', 'synonym', AND(neum, tin('18.4-38')))
q('goma 12.4-24', 'synonym', AND(neum, tin('12.4-24')))
q('gomas pirelli', 'synonym', AND(neum, tin('pirelli')))
q('cubierta goodyear', 'synonym', AND(neum, tin('goodyear')))
q('cubierta fate', 'synonym', AND(neum, tin('fate')))
q('burro', 'synonym', arranque)
q('burro bosch', 'synonym', AND(arranque, tin('bosch')))
q('burro de arranque 12v', 'synonym', AND(arranque, tin('12 v')))
q('burros de arranque', 'synonym', arranque)
q('criquet', 'synonym', crique)
q('gato carrito 3 tn', 'synonym', AND(crique, tin(' 3 tn')))
q('gato lusqtoff', 'synonym', AND(crique, tin('lusqtoff')))
q('sello de aceite', 'synonym', reten)
q('casquillo', 'synonym', buje)
q('bocinas', 'synonym', buje)
q('cruz de cardan', 'synonym', cruceta)
q('eje cardan', 'synonym', cardan)
q('terminal de direccion', 'synonym', extremo)
q('rotulas de direccion', 'synonym', extremo)
q('caja de cambios john deere', 'synonym', AND(cat('cajas de cambio'), OR(tin('john deere'), lambda p: 'john deere' in p['a'])))
q('empaquetadura', 'synonym', st('juego de juntas'))
q('clutch', 'synonym', embrague)
q('croche', 'synonym', embrague)
q('pico inyector', 'synonym', st('inyector'))
q('turbocompresor', 'synonym', st('turbo'))
q('dinamo', 'synonym', st('alternador'))
q('fumigadora', 'synonym', cat('pulverizadoras'), 'la máquina')
q('mosquito jacto', 'synonym', AND(cat('pulverizadoras'), tin('jacto')))
q('rollera', 'synonym', cat('rotoenfardadoras'))
q('disquera', 'synonym', st('rastra de discos'))
q('pistola de impacto', 'synonym', st('llave de impacto'))
q('lubricante 15w40', 'synonym', AND(st('aceite'), OR(tin('15w-40'), tin('15w40'))))
q('filtro de gasoil', 'synonym', st('filtro de combustible'))
q('urea', 'synonym', st('adblue'))
q('anticongelante', 'synonym', st('refrigerante'))
q('moladora', 'synonym', st('amoladora'))
q('agujereadora', 'synonym', st('taladro'))
q('maquina de soldar', 'synonym', st('soldadora'))
q('retrovisor', 'synonym', st('espejo'))
q('butaca', 'synonym', st('asiento'))
q('trilladora', 'synonym', cat('cosechadoras'))
q('cabezal sojero', 'synonym', AND(st('plataforma'), tin('sojera')), 'en el gremio, cabezal = plataforma; la tabla de muestra no lo dice')
q('chimango', 'synonym', OR(tin('sinfin'), tin('sin fin')), 'lo que tenga sinfín: la tabla de muestra lo agrupa con sinfín')
# --- single words of the trade, with or without accents
q('reten', 'accents', reten)
q('reten ciguenal', 'accents', AND(reten, tin('ciguenal')))
q('cardan', 'accents', cardan)
q('cardanico', 'accents', cardan, 'eje cardánico: el cardán')
q('camion', 'accents', cat('camiones'), 'camiones, no camionetas')
q('crique', 'single', crique)
q('buje', 'single', buje)
q('manguera', 'single', st('manguera'))
q('maza', 'single', st('maza'))
q('cruceta', 'single', cruceta)
q('piston', 'accents', st('piston'))
q('embrague', 'single', embrague)
q('panal', 'single', st('radiador de agua'), 'el panal es el radiador de agua')
# --- brand + model
q('reten corteco', 'brand+model', AND(reten, tin('corteco')))
q('rodamiento skf 6205', 'brand+model', AND(rodamiento, tin('skf'), lambda p: p['cc'].startswith('6205')))
q('turbo garrett cummins', 'brand+model', AND(st('turbo'), tin('garrett'), OR(tin('cummins'), lambda p: 'cummins' in p['a'])))
q('crique lusqtoff', 'brand+model', AND(crique, tin('lusqtoff')))
q('tractor john deere 6110j', 'brand+model', AND(cat('tractores'), tin('john deere 6110j')))
q('cosechadora john deere s680', 'brand+model', AND(cat('cosechadoras'), tin('john deere s680')))
q('motor deutz bf4m 2012', 'brand+model', AND(cat('motores'), tin('bf4m 2012')))
q('alternador prestolite 24 v', 'brand+model', AND(st('alternador'), tin('prestolite'), tin('24 v')))
q('amoladora black decker', 'brand+model', AND(st('amoladora'), tin('black+decker')))
q('camioneta amarok', 'brand+model', AND(cat('camionetas'), tin('amarok')))
q('plataforma macdon draper', 'brand+model', AND(st('plataforma'), tin('macdon'), tin('draper')))
q('sembradora crucianelli pionera', 'brand+model', AND(cat('sembradoras'), tin('crucianelli pionera')))
q('bomba inyectora bosch', 'brand+model', AND(st('bomba inyectora'), tin('bosch')))
q('embrague luk massey', 'brand+model', AND(embrague, tin('luk'), OR(tin('massey'), lambda p: 'massey' in p['a'])))
q('kit embrague sachs', 'brand+model', AND(st('kit de embrague'), tin('sachs')))
q('neumatico firestone 18.4-38', 'brand+model', AND(neum, tin('firestone'), tin('18.4-38')))
q('motor perkins 1104', 'brand+model', AND(cat('motores'), tin('perkins 1104')))
q('grupo electrogeno perkins', 'brand+model', st('grupo electrogeno perkins'))
# --- codes, as stored and with other dashes or spaces
def code_q(typed, stored, note=None):
    q(typed, 'code', code(stored), note)
code_q('cr1625000p', 'CR 1625 000P', 'el código CR 1625 000P sin espacios')
code_q('3208b2rsr', '3208-B-2RSR', 'sin guiones')
code_q('22218e1', '22218-E1')
code_q('01383139', '0138 3139')
code_q('104-1596-006', '104-1596-006')
code_q('1041596006', '104-1596-006')
code_q('ykt8246', 'YKT-8246')
code_q('2038779219', '2038 779 219')
code_q('416-68-99', '416 68 99', 'guiones en lugar de espacios')
code_q('nu2208ecp', 'NU 2208 ECP')
code_q('32210j2q', '32210 J2/Q')
code_q('sc26827', 'SC26827')
code_q('g1276', 'G1276')
code_q('lg538', 'LG-538')
code_q('6305ddu', '6305DDU')
code_q('an650709', 'AN650709')
code_q('908 061', '908-061', 'espacio en lugar de guion')
# --- typos on the trade's words
q('retenn', 'typo', reten)
q('rulemam 6205', 'typo', AND(rodamiento, lambda p: p['cc'].startswith('6205')))
q('criqe carrito', 'typo', crique)
q('cardam', 'typo', cardan)
q('manguerra hidraulica', 'typo', st('manguera hidraulica'))
q('alterandor bosch', 'typo', AND(st('alternador'), tin('bosch')))
q('embrage', 'typo', embrague)
q('neumatio 18.4-38', 'typo', AND(neum, tin('18.4-38')))
q('crucetta', 'typo', cruceta)
q('burjes', 'typo', buje)
# --- natural requests
q('reten para john deere', 'natural', AND(reten, OR(tin('john deere'), lambda p: 'john deere' in p['a'])))
q('ruleman para maza de sembradora', 'natural', st('rodamiento de maza'), 'los rodamientos de maza (todos son de sembradora o tolva)')
q('manguera para new holland', 'natural', AND(st('manguera'), OR(tin('new holland'), lambda p: 'new holland' in p['a'])))
q('buje para jacto', 'natural', AND(buje, OR(tin('jacto'), lambda p: 'jacto' in p['a'])))
q('burro para cummins', 'natural', AND(arranque, OR(tin('cummins'), lambda p: 'cummins' in p['a'])))
q('cubiertas para tractor', 'natural', st('neumatico agricola'))
q('crique para camioneta', 'natural', crique, 'el crique carrito sirve; no hay otro')
q('retenes de toma de fuerza', 'natural', st('reten de toma'))
# --- condition words
q('gomas usadas', 'condition', AND(neum, used))
q('retenes nuevos', 'condition', AND(reten, new))
q('cardan usado', 'condition', AND(cardan, used))
q('motor perkins usado', 'condition', AND(cat('motores'), tin('perkins'), used))
# --- nothing in the catalogue answers these
for text in ['bulon', 'bulones de rueda', 'cubierta de moto', 'goma de bicicleta', 'pastillas de freno', 'disco de freno', 'reten de moto', 'aceite de oliva', 'lampara h4', 'cadena de motosierra', 'bateria 12 v 75 amper', 'gato de mesa']:
    q(text, 'no-answer', NONE)
# The first set (bench/search-queries.json) is kept apart: a query already judged there is left out.
first = {e['query'].lower() for e in json.load(open('bench/search-queries.json'))['queries']}
Q = [x for x in Q if x[0].lower() not in first]
out = []
for query, kind, pred, note in Q:
    ids = sorted((p['id'] for p in P if pred(p)), key=lambda x: -int(x))
    if kind != 'no-answer' and not ids: print('EMPTY', query, file=sys.stderr)
    e = {'query': query, 'kind': kind, 'relevant': ids}
    if note: e['note'] = note
    out.append(e)
print(len(out), 'queries', file=sys.stderr)
for e in out: print(f"{len(e['relevant']):5d} {e['kind']:12s} {e['query']}", file=sys.stderr)
lines = ',\n'.join('    ' + json.dumps(e, ensure_ascii=False) for e in out)
open(sys.argv[1], 'w').write('{\n  "version": 1,\n  "queries": [\n' + lines + '\n  ]\n}\n')
