import jax.numpy as jnp
import numpy as np

from costs import cost_matrix


def journey_options(rng, n=120):
    return {"ivt": jnp.asarray(rng.uniform(10, 60, n), jnp.float32),
            "wait": jnp.asarray(rng.uniform(1, 15, n), jnp.float32),
            "transfers": jnp.asarray(rng.integers(0, 3, n), jnp.float32),
            "fare": jnp.asarray(rng.choice([2.0, 2.75, 3.5], n), jnp.float32)}


def main():
    rng = np.random.default_rng(0)
    vot = jnp.float32(18.0)
    for od_pair in range(6):
        costs = cost_matrix(journey_options(rng), vot)
        print(od_pair, int(jnp.argmin(costs)), round(float(costs.min()), 2))


if __name__ == "__main__":
    main()
