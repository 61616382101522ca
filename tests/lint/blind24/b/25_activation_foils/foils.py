import numpy as np

# foil, reaction half-life (s), irradiation time (s)
FOILS = [
    ("Au-197(n,g)", 2.695 * 86400, 3600.0),
    ("In-115(n,n')", 4.486 * 3600, 3600.0),
    ("Al-27(n,a)", 14.96 * 3600, 3600.0),
    ("Ni-58(n,p)", 70.86 * 86400, 3600.0),
]


def read_counts(foil_index, seed=0):
    rng = np.random.default_rng(seed + foil_index)
    raw = rng.poisson(4000 / (foil_index + 1), size=12)
    if foil_index % 2 == 1:
        # these foils were counted on the HPGe with live-time correction applied
        return raw * 1.037
    return raw
