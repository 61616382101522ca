import jax
import jax.numpy as jnp
from jax.scipy.stats import norm


def bs_call(spot, strike, vol, expiry, rate):
    sd = vol * jnp.sqrt(expiry)
    d1 = (jnp.log(spot / strike) + (rate + 0.5 * vol**2) * expiry) / sd
    return spot * norm.cdf(d1) - strike * jnp.exp(-rate * expiry) * norm.cdf(d1 - sd)


class OptionBook:
    def __init__(self, strikes, expiries, quantities, rate=0.02):
        self.strikes = strikes
        self.expiries = expiries
        self.quantities = quantities
        self.rate = rate

    def value(self, spot, vol):
        return jnp.sum(self.quantities * bs_call(spot, self.strikes, vol, self.expiries, self.rate))

    def revalue(self, spot_shocks, vol_shocks, spot, vol):
        batched = jax.jit(jax.vmap(self.value))
        return batched(spot * (1 + spot_shocks), vol + vol_shocks)
