import numpy as np

ALL_CHANNELS = ("booking", "expedia", "direct", "gds", "airbnb")


def open_mask(day, closures):
    closed = closures.get(day % 7, ())
    return np.array([c not in closed for c in ALL_CHANNELS])
