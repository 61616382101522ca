import numpy as np

from detect import fire_candidates
from swath import read_swath

rng = np.random.default_rng(0)
for granule in range(5):
    bt, clear = read_swath(rng)
    top, idx = fire_candidates(bt, clear)
    print(granule, int(clear.sum()), float(top[0]), len(idx))
