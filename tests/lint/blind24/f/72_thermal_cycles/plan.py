import numpy as np

# accelerated thermal cycling plan for bonded FBG sensor packages: (delta T [K], dwell [min])
TEST_PLAN = [(100, 15), (125, 15), (82.5, 10), (140, 20), (60, 5.5)]


def as_inputs(delta_t, dwell):
    return np.float32(delta_t), np.float32(dwell)
