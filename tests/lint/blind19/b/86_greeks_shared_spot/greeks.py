import jax
import jax.numpy as jnp
from jax.scipy.stats import norm


@jax.jit
def call_greeks(spot, strike, vol, tau):
    d1 = (jnp.log(spot / strike) + 0.5 * vol ** 2 * tau) / (vol * jnp.sqrt(tau))
    delta = norm.cdf(d1)
    gamma = norm.pdf(d1) / (spot * vol * jnp.sqrt(tau))
    return delta, gamma
