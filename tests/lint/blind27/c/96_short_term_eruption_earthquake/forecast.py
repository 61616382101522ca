import jax
import jax.numpy as jnp


@jax.jit
def gutenberg_richter_exceedance(mags, mc, m_target):
    b = jnp.log10(jnp.e) / (jnp.mean(mags) - mc + 0.05)
    rate = mags.shape[0] / 7.0
    return 1 - jnp.exp(-rate * 10 ** (-b * (m_target - mc)))
