import numpy as np

VARS_BY_FILE = [["u10", "v10", "t2m"], ["t2m", "u10", "v10"], ["u10", "v10", "t2m"], ["v10", "t2m", "u10"]]


def open_file(i, rng):
    names = VARS_BY_FILE[i % 4]
    return {n: rng.normal(size=(24, 24)).astype(np.float32) for n in names}, tuple(names)
