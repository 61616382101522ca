import numpy as np


def broker_extract(rng, n):
    return {
        "driver_age": rng.uniform(-1, 1, n).astype(np.float32),
        "vehicle_value": rng.uniform(-1, 1, n).astype(np.float32),
        "postcode_risk": rng.uniform(-1, 1, n).astype(np.float32),
    }


def aggregator_extract(rng, n):
    return {
        "postcode_risk": rng.uniform(-1, 1, n).astype(np.float32),
        "driver_age": rng.uniform(-1, 1, n).astype(np.float32),
        "vehicle_value": rng.uniform(-1, 1, n).astype(np.float32),
    }
