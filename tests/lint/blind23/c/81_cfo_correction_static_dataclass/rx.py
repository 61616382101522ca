from functools import partial
import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnums=(1,))
def derotate_and_fft(samples, cfg):
    n = jnp.arange(samples.shape[0])
    x = samples * jnp.exp(-2j * jnp.pi * cfg.cfo_hz * n / cfg.fs_hz)
    sym = x.reshape(-1, cfg.n_fft + cfg.cp)[:, cfg.cp:]
    return jnp.fft.fft(sym, axis=1)
