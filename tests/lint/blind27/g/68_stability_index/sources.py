import numpy as np


def from_lab_sheet(rng):
    return {"ph": np.float32(rng.uniform(3.2, 3.7)), "ta": np.float32(rng.uniform(5, 8)),
            "va": np.float32(rng.uniform(0.2, 0.7)), "abv": np.float32(rng.uniform(12, 15))}


def from_inline_sensor(rng):
    # the sensor API returns fields in its own order
    return {"abv": np.float32(rng.uniform(12, 15)), "va": np.float32(rng.uniform(0.2, 0.7)),
            "ph": np.float32(rng.uniform(3.2, 3.7)), "ta": np.float32(rng.uniform(5, 8))}
