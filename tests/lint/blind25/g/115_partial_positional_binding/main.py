from functools import partial

import numpy as np
import jax.numpy as jnp

from scoring import baguette_quality


def evaluate(scorer, batches):
    return [round(float(np.mean(np.asarray(scorer(b)) > 0.5)), 3) for b in batches]


def main():
    rng = np.random.default_rng(1)
    weights = {"w": jnp.array([0.6, 0.9, 0.4, -0.2]), "b": jnp.float32(0.0)}
    first = rng.normal(size=(30, 4)).astype(np.float32)
    print("first bake", float(np.mean(np.asarray(baguette_quality(weights, first)) > 0.5)))
    scorer = partial(baguette_quality, weights)
    print("shift", evaluate(scorer, [rng.normal(size=(30, 4)).astype(np.float32) for _ in range(4)]))


if __name__ == "__main__":
    main()
