from dataclasses import dataclass

import jax
import jax.numpy as jnp
from jax.scipy.stats import norm


@dataclass
class BlackScholesBook:
    strikes: jnp.ndarray
    maturities: jnp.ndarray
    is_call: jnp.ndarray
    rate: float = 0.02

    @property
    def pricer(self):
        strikes, mats, is_call, r = self.strikes, self.maturities, self.is_call, self.rate

        def book_value(spot, vol):
            sqrt_t = jnp.sqrt(mats)
            d1 = (jnp.log(spot / strikes) + (r + 0.5 * vol**2) * mats) / (vol * sqrt_t)
            d2 = d1 - vol * sqrt_t
            disc = jnp.exp(-r * mats)
            call = spot * norm.cdf(d1) - strikes * disc * norm.cdf(d2)
            put = call - spot + strikes * disc
            return jnp.where(is_call, call, put)

        return jax.jit(book_value)

    def mark(self, spot, vol):
        return self.pricer(spot, vol)
