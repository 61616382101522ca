import itertools

import jax
import numpy as np

from analysis import spectral_flatness

WINDOWS = (256, 1024)
SEEDS = (0, 1, 2)

measure = jax.jit(spectral_flatness, static_argnames=("n_fft",))


def run_sweep(signal_fn):
    results = {}
    for seed, n_fft in itertools.product(SEEDS, WINDOWS):
        rng = np.random.default_rng(seed)
        x = signal_fn(rng)
        results[(seed, n_fft)] = float(measure(x, n_fft=n_fft))
    return results
