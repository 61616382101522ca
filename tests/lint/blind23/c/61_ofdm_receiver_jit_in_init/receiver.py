from functools import partial
import numpy as np
import jax
from dsp import ofdm_equalize


class OFDMReceiver:
    def __init__(self, n_fft=64, cp=16, pilot_idx=(-21, -7, 7, 21)):
        self.n_fft, self.cp = n_fft, cp
        self.pilot_idx = tuple(int(p) % n_fft for p in pilot_idx)
        self._equalize = jax.jit(partial(ofdm_equalize, n_fft=n_fft, cp=cp, pilot_idx=self.pilot_idx))

    def demodulate(self, samples, pilot_vals):
        return self._equalize(samples, pilot_vals)
