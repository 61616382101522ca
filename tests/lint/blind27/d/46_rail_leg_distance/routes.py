import numpy as np

MAX_STOPS = 8

ROUTES = [[0, 3, 7, 9], [2, 5, 1], [4, 6, 8, 11, 10], [1, 9, 3], [0, 2, 4, 6, 8, 10], [7, 5, 11, 2]]


def encode(route):
    out = np.full(MAX_STOPS, route[-1], np.int32)
    out[:len(route)] = route
    return out
