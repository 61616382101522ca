import numpy as np

# number of despeckling passes chosen from the equivalent number of looks of each product
AOIS = [
    {"name": "rotterdam_port", "enl": 4.3},
    {"name": "rhine_delta", "enl": 2.1},
    {"name": "zeeland_coast", "enl": 6.8},
    {"name": "ijsselmeer", "enl": 3.2},
]


def passes_for(enl):
    return int(np.clip(round(12.0 / enl), 1, 6))


def sar_intensity(seed, size=48):
    rng = np.random.default_rng(seed)
    return rng.gamma(2.0, 0.05, (size, size)).astype(np.float32)
