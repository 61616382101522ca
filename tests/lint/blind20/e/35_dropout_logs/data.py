import numpy as np

N = 120


def flight_log(seed):
    rng = np.random.default_rng(seed)
    u = rng.normal(size=N).astype(np.float32)
    y = np.zeros(N, dtype=np.float32)
    for k in range(1, N):
        y[k] = 0.8 * y[k - 1] + 0.4 * u[k - 1]
    drop = rng.choice(np.arange(1, N), size=4 + seed, replace=False)
    y[drop] = np.nan
    return u, y


def clean_pairs(u, y):
    prev_y, prev_u, nxt = y[:-1], u[:-1], y[1:]
    ok = ~(np.isnan(prev_y) | np.isnan(nxt))
    return prev_y[ok], prev_u[ok], nxt[ok]
