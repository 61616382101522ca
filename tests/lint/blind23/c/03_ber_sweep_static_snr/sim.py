from functools import partial
import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("snr_db",))
def bpsk_ber(key, snr_db, n_bits=20000):
    kb, kn = jax.random.split(key)
    bits = jax.random.bernoulli(kb, 0.5, (n_bits,))
    s = 2.0 * bits - 1.0
    sigma = jnp.sqrt(0.5 * 10.0 ** (-snr_db / 10.0))
    r = s + sigma * jax.random.normal(kn, (n_bits,))
    return jnp.mean((r > 0) != bits)
