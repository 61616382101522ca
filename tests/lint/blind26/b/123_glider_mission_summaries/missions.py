import numpy as np

CHANNELS = ("temperature", "salinity", "oxygen", "chlorophyll")

MISSIONS = [
    ("SG-511 spring", {"temperature", "salinity"}),
    ("SG-511 summer", {"temperature", "salinity", "oxygen"}),
    ("SG-623 autumn", {"temperature", "salinity", "chlorophyll"}),
    ("SG-701 bloom", {"temperature", "salinity", "oxygen", "chlorophyll"}),
]


def mission_matrix(fitted, rng, n=200):
    values = np.full((len(CHANNELS), n), np.nan, np.float32)
    for i, ch in enumerate(CHANNELS):
        if ch in fitted:
            values[i] = rng.normal(size=n)
    return values
