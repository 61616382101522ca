import numpy as np
from rank import case_authority

rng = np.random.default_rng(1)
adj = (rng.random((120, 120)) < 0.05).astype(np.float32)
deg = adj.sum(1, keepdims=True)
trans = adj / np.where(deg == 0, 1.0, deg)
prev = None
for n_iter in [10, 20, 30, 40]:
    r = np.asarray(case_authority(trans, 0.85, n_iter))
    if prev is not None:
        print(n_iter, float(np.abs(r - prev).sum()))
    prev = r
