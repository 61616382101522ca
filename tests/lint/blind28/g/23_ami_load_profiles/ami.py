import numpy as np


def read_interval_data(rng, meter_type, n=96):
    kw = np.clip(1.2 + 0.6 * np.sin(np.linspace(0, 2 * np.pi, n)) + 0.2 * rng.standard_normal(n), 0, None)
    if meter_type == "legacy":
        # legacy meters report whole Wh per 15-min interval
        return np.round(kw * 250).astype(np.int32)
    return (kw * 250).astype(np.float32)


FLEET = ["smart", "legacy", "smart", "smart", "legacy", "smart"]
