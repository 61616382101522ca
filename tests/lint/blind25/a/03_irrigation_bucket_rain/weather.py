import numpy as np


def daily_rain_mm(n_days, seed=7):
    """Gauge readings in mm. Dry days are logged as 0."""
    rng = np.random.default_rng(seed)
    rain = []
    for _ in range(n_days):
        if rng.uniform() < 0.6:
            rain.append(0)
        else:
            rain.append(round(float(rng.gamma(1.5, 6.0)), 1))
    return rain


def daily_et0(n_days, seed=8):
    rng = np.random.default_rng(seed)
    return [round(float(x), 2) for x in rng.uniform(3.0, 6.5, n_days)]
