import jax
import jax.numpy as jnp
from jax.scipy.stats import norm


@jax.jit
def book_value(snap, strikes, maturities, quantities):
    s, v, r = snap.spot, snap.vol, snap.rate
    d1 = (jnp.log(s / strikes) + (r + 0.5 * v ** 2) * maturities) / (v * jnp.sqrt(maturities))
    d2 = d1 - v * jnp.sqrt(maturities)
    call = s * norm.cdf(d1) - strikes * jnp.exp(-r * maturities) * norm.cdf(d2)
    return jnp.sum(quantities * call), jnp.sum(quantities * norm.cdf(d1))
