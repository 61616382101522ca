import jax
import jax.numpy as jnp
import numpy as np

from batching import shard_customers


@jax.jit
def churn_risk(weights, features):
    return jax.nn.sigmoid(features @ weights)


def main():
    rng = np.random.default_rng(0)
    weights = jnp.asarray(rng.normal(size=5), jnp.float32)
    for month in range(3):
        features = rng.normal(size=(100, 5)).astype(np.float32)
        scores = [churn_risk(weights, jnp.asarray(chunk)) for chunk in shard_customers(features, 3)]
        flagged = int((jnp.concatenate(scores)[: len(features)] > 0.8).sum())
        print(f"month {month}: {flagged} customers flagged")


if __name__ == "__main__":
    main()
