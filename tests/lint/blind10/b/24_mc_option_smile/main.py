from functools import partial

import jax
import numpy as np

from pricing import mc_call_price

MARKET = dict(s0=100.0, r=0.03, sigma=0.25, maturity=1.0)
STRIKES = [80.0, 90.0, 100.0, 110.0, 120.0]


def price_smile(key):
    table = []
    for strike in STRIKES:
        pricer = jax.jit(partial(mc_call_price, strike=strike, **MARKET))
        key, sub = jax.random.split(key)
        price, stderr = pricer(sub)
        table.append((strike, float(price), float(stderr)))
    return table


if __name__ == "__main__":
    for k, p, se in price_smile(jax.random.PRNGKey(7)):
        print(f"K={k:6.1f}  C={p:7.3f} +- {se:.3f}")
