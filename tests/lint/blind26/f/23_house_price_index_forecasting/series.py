import numpy as np

def price_index(months=36, seed=0):
    rng = np.random.default_rng(seed)
    trend = np.linspace(100, 130, months)
    season = 2.0 * np.sin(np.arange(months) * 2 * np.pi / 12)
    return (trend + season + rng.normal(0, 0.8, months)).astype(np.float32)
