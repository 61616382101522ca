import numpy as np

NETWORK = {"BB01": "broadband", "SP02": "short_period", "BB03": "broadband", "SP04": "short_period"}


def read_day(station, rng):
    if NETWORK[station] == "broadband":
        # miniSEED decoded to physical units by the broadband digitiser
        return rng.normal(0, 1e-3, 8640).astype(np.float32)
    # short-period loggers deliver raw Steim-decoded counts
    return rng.integers(-2000, 2000, 8640).astype(np.int32)
