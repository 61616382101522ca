import jax
import jax.numpy as jnp
from jax.scipy.stats import norm


def bs_put(spot, vol, strike, rate, expiry):
    sd = vol * jnp.sqrt(expiry)
    d1 = (jnp.log(spot / strike) + (rate + 0.5 * vol**2) * expiry) / sd
    d2 = d1 - sd
    return strike * jnp.exp(-rate * expiry) * norm.cdf(-d2) - spot * norm.cdf(-d1)


def delta_vega(spot, vol, strike, rate, expiry):
    return jax.grad(bs_put, argnums=(0, 1))(spot, vol, strike, rate, expiry)
