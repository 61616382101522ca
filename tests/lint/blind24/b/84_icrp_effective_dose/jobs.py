import numpy as np

JOBS = [
    {"name": "pipe radiography", "geometry": "AP"},
    {"name": "waste sorting", "geometry": "ap"},
    {"name": "source handling", "geometry": "Ap"},
    {"name": "fuel inspection", "geometry": "AP"},
]


def fluence_for(job_index, rng):
    e = rng.uniform(0.1, 3.0, 128).astype(np.float32)
    phi = rng.lognormal(10, 1, 128).astype(np.float32)
    return e, phi
