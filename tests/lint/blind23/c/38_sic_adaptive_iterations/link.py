import numpy as np


def iterations_for(snr_db):
    # more cancellation passes when the link is noisy
    return int(np.clip(np.round(8 - snr_db / 3), 2, 8))


def frames(n, n_rx=8, n_tx=4, seed=0):
    rng = np.random.default_rng(seed)
    for _ in range(n):
        snr_db = float(rng.uniform(0, 18))
        H = rng.standard_normal((n_rx, n_tx)).astype(np.float32) / np.sqrt(n_rx)
        x = rng.choice([-1.0, 1.0], n_tx).astype(np.float32)
        nv = 10 ** (-snr_db / 10)
        y = (H @ x + np.sqrt(nv) * rng.standard_normal(n_rx)).astype(np.float32)
        yield y, H, np.float32(nv), snr_db, x
