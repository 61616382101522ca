import numpy as np

TARGETS = [
    {"name": "HD 37022", "ebv": 0.34, "rv": 5.5},
    {"name": "HD 204827", "ebv": 1.11},
    {"name": "HD 147933", "ebv": 0.48, "rv": 4.2},
    {"name": "HD 23180", "ebv": 0.29},
]


def spectrum(seed, npix=500):
    rng = np.random.default_rng(seed)
    wave = np.linspace(0.35, 0.9, npix).astype(np.float32)
    return wave, (1.0 + rng.normal(0, 0.01, npix)).astype(np.float32)
