import jax.numpy as jnp
from jax.scipy.stats import norm


def black_scholes_call(spot, vol, strike, rate, maturity):
    sqrt_t = jnp.sqrt(maturity)
    d1 = (jnp.log(spot / strike) + (rate + 0.5 * vol**2) * maturity) / (vol * sqrt_t)
    d2 = d1 - vol * sqrt_t
    return spot * norm.cdf(d1) - strike * jnp.exp(-rate * maturity) * norm.cdf(d2)
