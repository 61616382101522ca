import jax
import jax.numpy as jnp

from pricing import lookback_call, paths_for

TRADES = [
    ("T1", 2.5e6, 101.0, 0.25), ("T2", 0.4e6, 55.0, 0.30), ("T3", 7.0e6, 210.0, 0.20),
    ("T4", 1.2e6, 99.0, 0.35), ("T5", 3.3e6, 150.0, 0.22),
]


def main():
    key = jax.random.PRNGKey(7)
    for trade_id, notional, spot, vol in TRADES:
        key, sub = jax.random.split(key)
        pv = lookback_call(sub, paths_for(notional), jnp.float32(spot), jnp.float32(vol), jnp.float32(0.5))
        print(trade_id, round(float(pv) * notional / spot, 2))


if __name__ == "__main__":
    main()
