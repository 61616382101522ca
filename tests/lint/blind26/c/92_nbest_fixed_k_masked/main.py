import numpy as np
from lattice import read_lattices
from rescoring import rescore

for utt, (am, lm, n) in enumerate(read_lattices(92)):
    best, idx = rescore(am, lm, n, 0.6)
    keep = np.asarray(idx)[: min(5, n)]
    print(utt, keep.tolist())
