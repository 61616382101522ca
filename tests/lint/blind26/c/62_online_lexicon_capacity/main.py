from lexicon import FieldLexicon
from update import skipgram_step

sessions = [
    "ama ni tore ka ama ni tore".split(),
    "tore ka pilu ama ni pilu".split(),
    "kesa ama ni tore ka kesa".split(),
    "pilu ka ama tore ni".split(),
    "moro kesa pilu ama".split(),
]
lex = FieldLexicon()
for s, tokens in enumerate(sessions):
    ids = lex.add(tokens)
    lex.vectors, loss = skipgram_step(lex.vectors, ids[:3], ids[1:4], 0.5)
    print(s, lex.size, float(loss))
