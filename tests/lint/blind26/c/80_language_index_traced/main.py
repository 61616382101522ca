import numpy as np
from g2p_rules import transcribe

rng = np.random.default_rng(80)
words = [("spa", rng.integers(0, 30, 12)), ("ita", rng.integers(0, 30, 12)),
         ("por", rng.integers(0, 30, 12)), ("spa", rng.integers(0, 30, 12)),
         ("cat", rng.integers(0, 30, 12)), ("ita", rng.integers(0, 30, 12))]
for lang, g in words:
    print(lang, np.asarray(transcribe(g.astype(np.int32), lang))[:6])
