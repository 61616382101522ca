import numpy as np
from scanner import sweep

rng = np.random.default_rng(0)
for rnd in range(2):
    occ = sweep(rng)
    print(rnd, {ch: int(np.asarray(v).sum()) for ch, v in occ.items()})
