import numpy as np


def matlab_export(rng, n=32, L=256):
    # scipy.io-style exports arrive as float64
    return rng.standard_normal((n, L, 2))


def sdr_recording(rng, n=32, L=256):
    return rng.standard_normal((n, L, 2)).astype(np.float32)


def stream(rng, n_batches):
    for b in range(n_batches):
        yield matlab_export(rng) if b % 2 == 0 else sdr_recording(rng)
