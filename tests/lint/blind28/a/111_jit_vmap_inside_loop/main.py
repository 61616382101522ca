import jax
import jax.numpy as jnp
import numpy as np

from response import booking_probability

SEGMENTS = {"leisure": 6.0, "business": 2.5, "groups": 4.0}


def main():
    rng = np.random.default_rng(0)
    prices = jnp.linspace(90.0, 260.0, 18)
    for day in range(4):
        for seg, sens in SEGMENTS.items():
            curve = jax.jit(jax.vmap(booking_probability, in_axes=(0, None, None)))
            ref = jnp.float32(150 + rng.normal(0, 10))
            probs = curve(prices, ref, jnp.float32(sens))
            if day == 3:
                print(seg, np.round(np.asarray(probs[::4]), 3))


if __name__ == "__main__":
    main()
