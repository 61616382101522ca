import numpy as np

FACTOR_NAMES = ("driver_age", "vehicle_value", "annual_mileage")


def training_factors(rng, n):
    cols = {name: rng.normal(size=n).astype(np.float32) for name in FACTOR_NAMES}
    return [cols[name] for name in FACTOR_NAMES]


def quote_factors(rng, n):
    age = rng.normal(size=n).astype(np.float32)
    value = rng.normal(size=n).astype(np.float32)
    mileage = rng.normal(size=n).astype(np.float32)
    return age, value, mileage
