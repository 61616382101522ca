from functools import partial

import jax
import jax.numpy as jnp

from pricing import mc_call_price

MARKET = dict(s0=100.0, r=0.03, maturity=1.0)
STRIKES = [80.0, 90.0, 100.0, 110.0, 120.0]
VOLS = [0.15, 0.25, 0.35]


def price_surface(key):
    pricer = jax.jit(partial(mc_call_price, **MARKET))
    surface = {}
    for sigma in VOLS:
        for strike in STRIKES:
            key, sub = jax.random.split(key)
            price, _ = pricer(sub, sigma=jnp.float32(sigma), strike=jnp.float32(strike))
            surface[(sigma, strike)] = float(price)
    return surface


if __name__ == "__main__":
    surf = price_surface(jax.random.PRNGKey(11))
    for sigma in VOLS:
        row = "  ".join(f"{surf[(sigma, k)]:7.3f}" for k in STRIKES)
        print(f"sigma={sigma:.2f}: {row}")
