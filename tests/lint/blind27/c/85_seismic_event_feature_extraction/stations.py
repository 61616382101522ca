import numpy as np

LAYOUT = {"HAW1": ("Z", "N", "E"), "HAW2": ("Z",), "HAW3": ("Z", "N", "E"), "HAW4": ("Z",)}


def fetch(station, rng, npts=3000):
    comps = tuple(rng.normal(size=npts).astype(np.float32) for _ in LAYOUT[station])
    return comps
