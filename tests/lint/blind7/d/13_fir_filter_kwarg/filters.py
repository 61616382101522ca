import jax
import jax.numpy as jnp
import numpy as np
from scipy import signal as sps


def design_lowpass(cutoff, fs, numtaps=31):
    return jnp.asarray(sps.firwin(numtaps, cutoff, fs=fs), dtype=jnp.float32)


@jax.jit
def fir_filter(x, taps, gain=1.0):
    return gain * jnp.convolve(x, taps, mode="same")
