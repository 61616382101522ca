import numpy as np
from lexicon import GrowingLexicon
from update import skipgram_update

sessions = [
    "ama ni tore ka ama ni tore".split(),
    "tore ka pilu ama ni pilu".split(),
    "kesa ama ni tore ka kesa".split(),
    "pilu ka ama tore ni".split(),
    "moro kesa pilu ama".split(),
]
lex = GrowingLexicon()
for s, tokens in enumerate(sessions):
    ids = lex.add(tokens)
    centers, contexts = ids[:-1], ids[1:]
    vectors, loss = skipgram_update(lex.vectors, centers[:4], contexts[:4], 0.5)
    lex.vectors = np.asarray(vectors)
    print(s, lex.size, float(loss))
