import numpy as np
from polar import N, frozen_mask, polar_encode, sc_decode

rng = np.random.default_rng(0)
for K in [32, 24, 40, 32, 16, 24]:
    frozen = frozen_mask(K)
    u = rng.integers(0, 2, N)
    u[frozen] = 0
    x = polar_encode(u.copy())
    y = (1 - 2 * x) + 0.6 * rng.standard_normal(N)
    u_hat = np.asarray(sc_decode((2 * y / 0.36).astype(np.float32), frozen))
    print(K, int(np.sum(u_hat != u)))
