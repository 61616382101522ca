import jax.numpy as jnp
import numpy as np

from scorer import PartitionScorer


def main():
    rng = np.random.default_rng(0)
    weights = jnp.asarray(rng.normal(size=5), jnp.float32)
    for partition in range(5):
        rows = rng.normal(size=(64, 5)).astype(np.float32)
        scorer = PartitionScorer(weights)
        _, positive_rate = scorer.score(rows)
        print(partition, round(float(positive_rate), 3))


if __name__ == "__main__":
    main()
