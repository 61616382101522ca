import jax.numpy as jnp


def snr_db(est, ref):
    noise = est - ref
    return 10 * jnp.log10(jnp.sum(ref ** 2) / (jnp.sum(noise ** 2) + 1e-9))
