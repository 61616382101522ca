import jax
import jax.numpy as jnp
import numpy as np


def lowpass_taps(num_taps=31, cutoff=0.1):
    n = np.arange(num_taps) - (num_taps - 1) / 2
    h = np.sinc(2 * cutoff * n) * np.hamming(num_taps)
    return jnp.asarray(h / h.sum(), dtype=jnp.float32)


@jax.jit
def fir_block(taps, state, block):
    buf = jnp.concatenate([state, block])
    y = jnp.convolve(buf, taps, mode="valid")
    new_state = buf[-(taps.shape[0] - 1):]
    return y, new_state
