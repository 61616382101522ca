import jax
import jax.numpy as jnp
import numpy as np

from dispersal import larval_random_walk

REEFS = {"A": (0.0, 0.0), "B": (25.0, 5.0), "C": (50.0, -10.0), "D": (80.0, 0.0)}


def main():
    key = jax.random.PRNGKey(2024)
    current = jnp.array([2.0, 0.1], jnp.float32)  # km/day
    for name, (x0, y0) in REEFS.items():
        key, sub = jax.random.split(key)
        release = jnp.tile(jnp.array([x0, y0], jnp.float32), (500, 1))
        final = larval_random_walk(sub, release, current, jnp.float32(5.0), jnp.float32(30.0))
        dist = {k: float(jnp.mean(jnp.hypot(final[:, 0] - v[0], final[:, 1] - v[1]) < 10.0)) for k, v in REEFS.items()}
        print(f"reef {name}: settlement fractions " + ", ".join(f"{k} {p:.2f}" for k, p in dist.items()))


if __name__ == "__main__":
    main()
