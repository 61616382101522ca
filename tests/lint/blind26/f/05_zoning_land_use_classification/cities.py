import numpy as np

CITY_ZONING = {
    "riverton": ["R1", "R2", "C1", "I1"],
    "lakeside": ["R1", "R2", "R3", "C1", "C2", "M"],
    "oakridge": ["R1", "C1", "I1", "AG", "OS"],
}

def parcels_for(city, n=200, seed=0):
    rng = np.random.default_rng(seed + len(city))
    return rng.normal(size=(n, 6)).astype(np.float32)
