import numpy as np
from frontends import rf_chains, dma_capture


def read_burst(rng, s, gains, use_dma):
    rx = dma_capture(rng, s, gains) if use_dma else rf_chains(rng, s, gains)
    return np.asarray(rx, dtype=np.complex64)
