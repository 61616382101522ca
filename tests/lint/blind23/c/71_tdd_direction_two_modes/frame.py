import numpy as np

PATTERN = "DDDSU"  # TDD pattern, S slots treated as DL
N_RX, N_SYM, N_SC = 4, 14, 48


def slots(n_frames, seed=0):
    rng = np.random.default_rng(seed)
    for f in range(n_frames):
        for s in PATTERN:
            d = "UL" if s == "U" else "DL"
            shape = (N_RX, N_SYM, N_SC) if d == "UL" else (N_SYM, N_SC)
            h = ((rng.standard_normal(shape) + 1j * rng.standard_normal(shape)) / np.sqrt(2)).astype(np.complex64)
            x = np.exp(1j * np.pi / 2 * rng.integers(0, 4, (N_SYM, N_SC)))
            y = (h * x + 0.1 * (rng.standard_normal(shape) + 1j * rng.standard_normal(shape))).astype(np.complex64)
            yield d, y, h, x
