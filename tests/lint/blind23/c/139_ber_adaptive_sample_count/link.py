import jax
import jax.numpy as jnp


@jax.jit
def qpsk_bit_errors(key, eb_n0_db, bits):
    n = bits.shape[0] // 2
    s = ((1 - 2 * bits[0::2]) + 1j * (1 - 2 * bits[1::2])) / jnp.sqrt(2.0)
    sigma = jnp.sqrt(1 / (2 * 2 * 10 ** (eb_n0_db / 10)))
    k1, k2 = jax.random.split(key)
    r = s + sigma * (jax.random.normal(k1, (n,)) + 1j * jax.random.normal(k2, (n,)))
    hat = jnp.stack([r.real < 0, r.imag < 0], -1).reshape(-1)
    return jnp.sum(hat != bits)
