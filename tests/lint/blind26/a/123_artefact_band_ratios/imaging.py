import numpy as np


def band_stack(obj_id, rng):
    bands = [rng.uniform(0.1, 1.0, size=(24, 24)).astype(np.float32) for _ in range(3)]
    if obj_id.startswith("UV"):
        bands.append(rng.uniform(0.1, 1.0, size=(24, 24)).astype(np.float32))
    return tuple(bands)
