import numpy as np

from pyramid import coarse_to_fine

rng = np.random.default_rng(0)
for scan in range(3):
    dst = rng.normal(size=(60, 3)).astype(np.float32)
    true_shift = rng.normal(scale=0.3, size=3).astype(np.float32)
    src = dst - true_shift
    shift, loss = coarse_to_fine(src, dst)
    print(scan, np.round(np.asarray(shift) - true_shift, 3), float(loss))
