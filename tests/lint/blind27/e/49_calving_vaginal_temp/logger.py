import numpy as np


def vaginal_temp_logs(n_cows=6, seed=49):
    """Intravaginal loggers every 10 min over 24 h; radio dropouts appear as NaN."""
    rng = np.random.default_rng(seed)
    for cow in range(n_cows):
        temps = rng.normal(38.9, 0.15, size=144).astype(np.float32)
        temps[100:] -= 0.4 * (cow % 2)  # pre-calving drop in some cows
        dropouts = rng.uniform(size=144) < 0.05
        temps[dropouts] = np.nan
        yield f"cow_{cow}", temps


def clean(temps):
    return temps[~np.isnan(temps)]
