import numpy as np
from compare import redline_matrix, reverse_matrix

rng = np.random.default_rng(0)
for rev in range(3):
    old = rng.normal(size=(20, 16)).astype(np.float32)
    new = old + 0.2 * rng.normal(size=(20, 16)).astype(np.float32)
    a = redline_matrix(old, new)
    b = reverse_matrix(old, new)
    print(rev, float(np.trace(np.asarray(a))), float(np.trace(np.asarray(b))))
