import numpy as np


def load_stations(n_stations=7, seed=3):
    """Synthetic daily temperature anomalies; stations report on different days."""
    rng = np.random.default_rng(seed)
    records = []
    for sid in range(n_stations):
        n_obs = int(rng.integers(12, 40))
        days = np.sort(rng.choice(60, size=n_obs, replace=False)).astype(np.float32)
        phase = rng.uniform(0, 2 * np.pi)
        temp = np.sin(days / 9.0 + phase) + 0.2 * rng.normal(size=n_obs)
        records.append({"station": f"ST{sid:03d}", "day": days, "anomaly": temp.astype(np.float32)})
    return records
