import jax.numpy as jnp
import numpy as np

from greeks import call_greeks
from sources import backtest_spot, live_spot

K, VOL, TAU = jnp.float32(100.0), jnp.float32(0.25), jnp.float32(0.1)


def main():
    rng = np.random.default_rng(3)
    closes = (100 * np.exp(np.cumsum(rng.standard_normal(20) * 0.01))).astype(np.float32)
    for t in range(5):
        d, g = call_greeks(jnp.asarray(backtest_spot(closes, t)), K, VOL, TAU)
        print("bt", t, float(d))
    ticks = (closes[-1] + np.cumsum(rng.standard_normal(50) * 0.02)).astype(np.float32)
    for i in range(10, 50, 10):
        d, g = call_greeks(jnp.asarray(live_spot(ticks[:i])), K, VOL, TAU)
        print("live", i, np.asarray(d))


if __name__ == "__main__":
    main()
