import jax.numpy as jnp
import numpy as np

from planner import recommend, explain


def main():
    rng = np.random.default_rng(6)
    weights = jnp.asarray([-0.08, -0.5, -0.3, 0.2], jnp.float32)
    for trip in range(5):
        feats = jnp.asarray(rng.uniform(0, 30, (6, 4)), jnp.float32)
        mask = jnp.asarray(rng.random(6) > 0.2)
        best, _ = recommend(weights, feats, mask)
        print(trip, best, explain(weights, feats, mask))


if __name__ == "__main__":
    main()
