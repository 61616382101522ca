from functools import partial
import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("n_fft", "cp_len"))
def ofdm_demod(samples, n_fft, cp_len):
    sym = samples.reshape(-1, n_fft + cp_len)[:, cp_len:]
    return jnp.fft.fft(sym, axis=1) / jnp.sqrt(n_fft)
