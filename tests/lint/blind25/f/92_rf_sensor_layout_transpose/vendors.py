import numpy as np

N_CH = 4  # forward power, reflected power, load cap, tune cap
N_T = 200


def read_vendor_a(run, rng):
    return rng.normal(size=(N_T, N_CH)).astype(np.float32)       # time-major export


def read_vendor_b(run, rng):
    return rng.normal(size=(N_CH, N_T)).astype(np.float32)       # channel-major export
