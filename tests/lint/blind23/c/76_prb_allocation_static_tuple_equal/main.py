import numpy as np
from alloc import SemiPersistentGrant
from pusch import extract_and_equalize

N_SYM, N_PRB = 14, 52
rng = np.random.default_rng(0)
grant = SemiPersistentGrant(start=10, n_prb=6)
for period in range(8):
    h = ((rng.standard_normal((N_SYM, 12 * N_PRB)) + 1j * rng.standard_normal((N_SYM, 12 * N_PRB))) / np.sqrt(2)).astype(np.complex64)
    x = np.exp(1j * np.pi / 2 * rng.integers(0, 4, (N_SYM, 12 * N_PRB)))
    grid = (h * x).astype(np.complex64)
    eq = extract_and_equalize(grid, h, prbs=grant.prbs())
    print(period, eq.shape)
