import jax
import jax.numpy as jnp
from jax.scipy.stats import norm


@jax.jit
def black_scholes_call(spot, strike, vol, rate, tau):
    d1 = (jnp.log(spot / strike) + (rate + 0.5 * vol ** 2) * tau) / (vol * jnp.sqrt(tau))
    d2 = d1 - vol * jnp.sqrt(tau)
    return spot * norm.cdf(d1) - strike * jnp.exp(-rate * tau) * norm.cdf(d2)
