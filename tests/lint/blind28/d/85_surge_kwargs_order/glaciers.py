import numpy as np

# surge-type glacier parameters assembled from different inventories;
# each source lists its fields in its own order
SOURCES = [
    {"basal_water": 0.4, "slope": 0.05, "thickness": 250.0},
    {"thickness": 310.0, "basal_water": 0.7, "slope": 0.04},
    {"slope": 0.08, "thickness": 180.0, "basal_water": 0.2},
    {"thickness": 420.0, "slope": 0.03, "basal_water": 0.9},
]


def as_kwargs(rec):
    return {k: np.float32(v) for k, v in rec.items()}
