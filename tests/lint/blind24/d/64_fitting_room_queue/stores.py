import numpy as np

from erlang import expected_wait


def baseline(arrivals, service, rooms_list):
    return expected_wait(arrivals, service, len(rooms_list))


def with_closures(arrivals, service, rooms_open_mask):
    return expected_wait(arrivals, service, int(np.sum(rooms_open_mask)))
