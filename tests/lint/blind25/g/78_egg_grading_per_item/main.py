from collections import defaultdict

import numpy as np
import jax
import jax.numpy as jnp


@jax.jit
def shell_grade(egg, w):
    s = egg @ w
    return jnp.where(s > 0.5, 0, jnp.where(s > -0.5, 1, 2))


def main():
    rng = np.random.default_rng(0)
    days = rng.integers(0, 4, size=60)
    feats = rng.normal(size=(60, 5)).astype(np.float32)
    w = jnp.array([0.2, 0.7, -0.3, 0.1, 0.4])
    tallies = defaultdict(lambda: [0, 0, 0])
    for d, egg in zip(days, feats):
        g = int(shell_grade(egg, w))
        tallies[int(d)][g] += 1
    for d in sorted(tallies):
        print(f"day {d}: AA/A/B = {tallies[d]}")


if __name__ == "__main__":
    main()
