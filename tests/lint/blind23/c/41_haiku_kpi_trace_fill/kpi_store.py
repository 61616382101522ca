import numpy as np

SAMPLES_PER_DAY = 288


def _fill_gaps(kpi, ok):
    idx = np.arange(len(kpi))
    out = kpi.copy()
    for c in range(kpi.shape[1]):
        out[~ok, c] = np.interp(idx[~ok], idx[ok], kpi[ok, c])
    return out


def daily_traces(n_days, seed=0):
    rng = np.random.default_rng(seed)
    t = np.arange(SAMPLES_PER_DAY) / SAMPLES_PER_DAY
    for day in range(n_days):
        base = 0.5 + 0.4 * np.sin(2 * np.pi * (t - 0.3))
        kpi = np.stack([base, 0.8 * base, 1.2 * base], -1) + 0.05 * rng.standard_normal((SAMPLES_PER_DAY, 3))
        ok = rng.random(SAMPLES_PER_DAY) > 0.02
        yield _fill_gaps(kpi, ok).astype(np.float32)
