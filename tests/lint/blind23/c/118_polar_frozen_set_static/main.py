import numpy as np
from polar import N, frozen_positions, polar_encode, sc_decode

rng = np.random.default_rng(0)
# transport block sizes vary per grant -> code rate K/N varies
for K in [32, 24, 40, 32, 16, 24]:
    frozen = frozen_positions(K)
    u = rng.integers(0, 2, N)
    u[list(frozen)] = 0
    x = polar_encode(u.copy())
    y = (1 - 2 * x) + 0.6 * rng.standard_normal(N)
    u_hat = np.asarray(sc_decode((2 * y / 0.36).astype(np.float32), frozen=frozen))
    print(K, int(np.sum(u_hat != u)))
