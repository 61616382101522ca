import numpy as np

PAD_NOISE = 1e6


def load_stations(n_stations=7, seed=3):
    rng = np.random.default_rng(seed)
    records = []
    for sid in range(n_stations):
        n_obs = int(rng.integers(12, 40))
        days = np.sort(rng.choice(60, size=n_obs, replace=False)).astype(np.float32)
        phase = rng.uniform(0, 2 * np.pi)
        temp = np.sin(days / 9.0 + phase) + 0.2 * rng.normal(size=n_obs)
        records.append({"station": f"ST{sid:03d}", "day": days, "anomaly": temp.astype(np.float32)})
    return records


def bucket_size(n, buckets=(16, 32, 64)):
    for b in buckets:
        if n <= b:
            return b
    raise ValueError(f"{n} observations exceed largest bucket")


def pad_record(rec, size=64):
    n = len(rec["day"])
    day = np.zeros(size, np.float32)
    y = np.zeros(size, np.float32)
    noise = np.full(size, PAD_NOISE, np.float32)
    day[:n], y[:n], noise[:n] = rec["day"], rec["anomaly"], 0.04
    return day, y, noise
