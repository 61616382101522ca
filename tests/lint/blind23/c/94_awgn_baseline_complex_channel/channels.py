import numpy as np


def awgn(n, rng):
    return np.ones(n, np.complex64)


def rayleigh_block(n, rng):
    return ((rng.standard_normal(n) + 1j * rng.standard_normal(n)) / np.sqrt(2)).astype(np.complex64)


CHANNELS = {"AWGN": awgn, "Rayleigh": rayleigh_block}
