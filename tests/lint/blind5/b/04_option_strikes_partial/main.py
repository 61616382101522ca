from functools import partial

import jax
import jax.numpy as jnp
import numpy as np

from pricing import black_scholes_call

STRIKES = [90.0, 95.0, 100.0, 105.0, 110.0]
RATE = 0.03
MATURITY = 0.5


def price_surface(spots, vols):
    table = {}
    for k in STRIKES:
        pricer = jax.jit(partial(black_scholes_call, strike=k, rate=RATE, maturity=MATURITY))
        table[k] = np.asarray(pricer(spots, vols))
    return table


if __name__ == "__main__":
    spots = jnp.linspace(80.0, 120.0, 9)
    vols = jnp.full_like(spots, 0.2)
    surface = price_surface(spots, vols)
    for k, prices in surface.items():
        print(f"K={k:6.1f}  ATM-ish price {prices[4]:.3f}")
