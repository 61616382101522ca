import numpy as np

BAND_INDEX = {"S2": [2, 3], "L8": [3, 4]}
N_BANDS = {"S2": 4, "L8": 6}

def load_common(sensor, rng):
    img = rng.uniform(0.02, 0.5, (32, 32, N_BANDS[sensor])).astype(np.float32)
    return img[..., BAND_INDEX[sensor]]
