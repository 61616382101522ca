import itertools
from functools import partial

import jax
import numpy as np

from analysis import spectral_flatness

WINDOWS = (256, 1024)
SEEDS = (0, 1, 2)


def run_sweep(signal_fn):
    results = {}
    for seed, n_fft in itertools.product(SEEDS, WINDOWS):
        rng = np.random.default_rng(seed)
        x = signal_fn(rng)
        measure = jax.jit(partial(spectral_flatness, n_fft=n_fft))
        results[(seed, n_fft)] = float(measure(x))
    return results
