import numpy as np

MISSIONS = [
    ("SG-510 spring", ["temperature", "salinity"]),
    ("SG-510 summer", ["temperature", "salinity", "oxygen"]),
    ("SG-622 autumn", ["temperature", "salinity", "chlorophyll"]),
    ("SG-622 winter", ["temperature", "salinity"]),
    ("SG-700 bloom", ["temperature", "salinity", "oxygen", "chlorophyll"]),
]


def mission_data(variables, rng, n=200):
    data = {v: rng.normal(size=n).astype(np.float32) for v in ["temperature", "salinity", "oxygen", "chlorophyll"]}
    return np.stack([data[v] for v in variables]), tuple(variables)
