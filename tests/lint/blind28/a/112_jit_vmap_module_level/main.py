import jax.numpy as jnp
import numpy as np

from response import price_curve

SEGMENTS = {"leisure": 6.0, "business": 2.5, "groups": 4.0}


def segment_curves(prices, rng):
    out = {}
    for seg, sens in SEGMENTS.items():
        ref = jnp.float32(150 + rng.normal(0, 10))
        out[seg] = price_curve(prices, ref, jnp.float32(sens))
    return out


def main():
    rng = np.random.default_rng(0)
    prices = jnp.linspace(90.0, 260.0, 18)
    for day in range(4):
        curves = segment_curves(prices, rng)
    for seg, c in curves.items():
        print(seg, np.round(np.asarray(c[::4]), 3))


if __name__ == "__main__":
    main()
