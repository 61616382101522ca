import numpy as np

from allocate import allocate_units


def initial_allocation(units, scores):
    open_mask = np.ones(len(scores), bool)
    return allocate_units(units, scores, open_mask, len(scores), 4.0)


def reallocation(units, scores, sell_through):
    open_mask = sell_through > 0.2
    return allocate_units(units, scores, open_mask, np.count_nonzero(open_mask), 4.0)
