from functools import partial

import jax
import jax.numpy as jnp

S0 = 100.0
RATE = 0.02
VOL = 0.25
MATURITY = 0.5
N_PATHS = 4096


@partial(jax.jit, static_argnames=("strike",))
def mc_call_price(key, spot, strike):
    z = jax.random.normal(key, (N_PATHS,))
    drift = (RATE - 0.5 * VOL ** 2) * MATURITY
    st = spot * jnp.exp(drift + VOL * jnp.sqrt(MATURITY) * z)
    payoff = jnp.maximum(st - strike, 0.0)
    return jnp.exp(-RATE * MATURITY) * payoff.mean()


def price_ladder(key, spot, strikes):
    out = {}
    for k in strikes:
        key, sub = jax.random.split(key)
        out[k] = float(mc_call_price(sub, spot, strike=k))
    return out


if __name__ == "__main__":
    strikes = [90.0, 95.0, 100.0, 105.0, 110.0]
    ladder = price_ladder(jax.random.PRNGKey(0), jnp.float32(S0), strikes)
    for k, v in ladder.items():
        print(f"K={k:6.1f}  call={v:8.4f}")
