import numpy as np

SAMPLES_PER_DAY = 288  # 5-minute KPI granularity


def daily_traces(n_days, seed=0):
    """PRB utilisation, active UEs, DL throughput per 5-min bin; bins with collection gaps are dropped."""
    rng = np.random.default_rng(seed)
    t = np.arange(SAMPLES_PER_DAY) / SAMPLES_PER_DAY
    for day in range(n_days):
        base = 0.5 + 0.4 * np.sin(2 * np.pi * (t - 0.3))
        kpi = np.stack([base, 0.8 * base, 1.2 * base], -1) + 0.05 * rng.standard_normal((SAMPLES_PER_DAY, 3))
        ok = rng.random(SAMPLES_PER_DAY) > 0.02
        yield kpi[ok].astype(np.float32)
