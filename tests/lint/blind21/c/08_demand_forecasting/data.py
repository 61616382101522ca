import numpy as np


def product_histories(seed=0):
    rng = np.random.default_rng(seed)
    launch_weeks = {"sku-a": 0, "sku-b": 12, "sku-c": 20, "sku-d": 31}
    total_weeks = 60
    histories = {}
    for sku, launch in launch_weeks.items():
        weeks = np.arange(launch, total_weeks)
        base = rng.uniform(20, 60)
        season = 5.0 * np.sin(2 * np.pi * weeks / 52.0)
        noise = rng.normal(0, 2.0, size=weeks.shape)
        histories[sku] = (base + season + noise).astype(np.float32)
    return histories


def lag_features(series, n_lags=4):
    rows = [series[i:len(series) - n_lags + i] for i in range(n_lags)]
    x = np.stack(rows, axis=1)
    y = series[n_lags:]
    return x, y
