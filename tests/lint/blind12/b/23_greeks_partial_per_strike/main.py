from functools import partial

import jax
import jax.numpy as jnp

from greeks import delta_vega

STRIKES = [80.0, 90.0, 95.0, 100.0, 105.0, 110.0, 120.0]
RATE, EXPIRY = 0.025, 0.5


def hedge_ratios(spot, vol):
    table = {}
    for strike in STRIKES:
        greeks_fn = jax.jit(partial(delta_vega, strike=strike, rate=RATE, expiry=EXPIRY))
        delta, vega = greeks_fn(spot, vol)
        table[strike] = (float(delta), float(vega))
    return table


if __name__ == "__main__":
    spot, vol = jnp.float32(101.5), jnp.float32(0.22)
    for k, (d, v) in hedge_ratios(spot, vol).items():
        print(f"K={k:6.1f} delta={d:+.3f} vega={v:.3f}")
