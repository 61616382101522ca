import jax
import numpy as np

from serving.server import BatchedScorer


def main():
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = {"w1": jax.random.normal(k1, (6, 12)), "w2": jax.random.normal(k2, (12, 1))}
    scorer = BatchedScorer(params, max_batch=8)
    rng = np.random.default_rng(0)
    for batch_size in [3, 8, 5, 1, 7]:
        reqs = [rng.normal(size=6).astype(np.float32) for _ in range(batch_size)]
        print(batch_size, scorer.score(reqs).round(3).tolist())


if __name__ == "__main__":
    main()
