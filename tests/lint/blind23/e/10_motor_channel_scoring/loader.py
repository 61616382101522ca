import numpy as np

FEATURES = ("driver_age", "ncd_years", "telematics")
CHANNELS = ["broker", "direct", "aggregator", "broker", "direct", "aggregator"]


def policy_batches(seed=0, batch_size=200):
    rng = np.random.default_rng(seed)
    for channel in CHANNELS:
        raw = {
            "driver_age": rng.uniform(-1, 1, batch_size).astype(np.float32),
            "ncd_years": rng.uniform(0, 1, batch_size).astype(np.float32),
        }
        if channel == "direct":
            raw["telematics"] = rng.normal(size=batch_size).astype(np.float32)
        feats = {k: raw.get(k, np.zeros(batch_size, np.float32)) for k in FEATURES}
        claims = rng.poisson(0.1, batch_size).astype(np.float32)
        yield channel, feats, claims
