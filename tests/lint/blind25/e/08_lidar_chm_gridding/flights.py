import numpy as np

N_RETURNS = 2048

def flight_lines(n=5, seed=2):
    rng = np.random.default_rng(seed)
    for k in range(n):
        raw = int(rng.integers(2500, 4000))
        pts = rng.uniform(0, 1, (raw, 3)).astype(np.float32)
        pts[:, 2] *= 30.0
        keep = rng.choice(raw, N_RETURNS, replace=False)
        yield k, pts[keep]
