import numpy as np

CHANNELS = ["broker", "direct", "aggregator", "broker", "direct", "aggregator"]


def policy_batches(seed=0, batch_size=200):
    rng = np.random.default_rng(seed)
    for channel in CHANNELS:
        feats = {
            "driver_age": rng.uniform(-1, 1, batch_size).astype(np.float32),
            "ncd_years": rng.uniform(0, 1, batch_size).astype(np.float32),
        }
        # only direct business carries a telematics score
        if channel == "direct":
            feats["telematics"] = rng.normal(size=batch_size).astype(np.float32)
        claims = rng.poisson(0.1, batch_size).astype(np.float32)
        yield channel, feats, claims
