import jax
import jax.numpy as jnp
from jax.scipy.stats import norm


class BlackScholesPricer:
    def __init__(self, rate, dividend=0.0):
        self.rate = rate
        self.dividend = dividend

    @property
    def call_price(self):
        r, q = self.rate, self.dividend

        def bs_call(spot, strike, vol, tau):
            d1 = (jnp.log(spot / strike) + (r - q + 0.5 * vol ** 2) * tau) / (vol * jnp.sqrt(tau))
            d2 = d1 - vol * jnp.sqrt(tau)
            return spot * jnp.exp(-q * tau) * norm.cdf(d1) - strike * jnp.exp(-r * tau) * norm.cdf(d2)

        return jax.jit(bs_call)
