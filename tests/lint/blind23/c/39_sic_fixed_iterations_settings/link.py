import numpy as np
from settings import RECEIVER


def frames(n, seed=0):
    rng = np.random.default_rng(seed)
    n_rx, n_tx = RECEIVER["n_rx"], RECEIVER["n_tx"]
    for _ in range(n):
        snr_db = float(rng.uniform(0, 18))
        H = rng.standard_normal((n_rx, n_tx)).astype(np.float32) / np.sqrt(n_rx)
        x = rng.choice([-1.0, 1.0], n_tx).astype(np.float32)
        nv = 10 ** (-snr_db / 10)
        y = (H @ x + np.sqrt(nv) * rng.standard_normal(n_rx)).astype(np.float32)
        yield y, H, np.float32(nv), x
