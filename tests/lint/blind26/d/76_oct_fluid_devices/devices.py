import numpy as np

# B-scans per macular cube for common protocols
PROTOCOLS = {"cirrus_512x128": 128, "spectralis_49": 49, "spectralis_97": 97, "topcon_3d": 128}


def load_cube(protocol, rng):
    n = PROTOCOLS[protocol]
    return rng.normal(0, 1, size=(n, 32, 16)).astype(np.float32)
