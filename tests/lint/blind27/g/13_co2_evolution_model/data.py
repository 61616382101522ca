import numpy as np


def tank_series(n_tanks, seed=21):
    """Per-tank hourly CO2 evolution rate; tanks were logged for different durations."""
    rng = np.random.default_rng(seed)
    out = []
    for k in range(n_tanks):
        hours = int(rng.choice([48, 60, 72]))
        t = np.arange(hours, dtype=np.float32)
        peak = rng.uniform(20, 40)
        co2 = np.exp(-((t - peak) / 15.0) ** 2) * rng.uniform(0.8, 1.2)
        feats = np.stack([t / 72.0, np.sin(t / 12.0), np.cos(t / 12.0)], 1).astype(np.float32)
        out.append((feats, co2.astype(np.float32)))
    return out
