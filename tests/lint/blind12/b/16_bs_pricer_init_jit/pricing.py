import jax
import jax.numpy as jnp
from jax.scipy.stats import norm


class BlackScholesPricer:
    def __init__(self, rate, dividend=0.0):
        self.rate = rate
        self.dividend = dividend
        self._price_jit = jax.jit(self._price)

    def _price(self, spot, strike, vol, expiry, is_call):
        fwd = spot * jnp.exp((self.rate - self.dividend) * expiry)
        sd = vol * jnp.sqrt(expiry)
        d1 = jnp.log(fwd / strike) / sd + 0.5 * sd
        d2 = d1 - sd
        df = jnp.exp(-self.rate * expiry)
        call = df * (fwd * norm.cdf(d1) - strike * norm.cdf(d2))
        put = df * (strike * norm.cdf(-d2) - fwd * norm.cdf(-d1))
        return jnp.where(is_call, call, put)

    @property
    def price_fn(self):
        return self._price_jit
