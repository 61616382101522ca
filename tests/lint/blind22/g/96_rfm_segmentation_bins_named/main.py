import jax.numpy as jnp
import numpy as np

from rfm import rfm_scores

N_BINS = 5


def main():
    rng = np.random.default_rng(0)
    for week in range(4):
        rfm = np.stack([rng.exponential(40, 300), rng.poisson(3, 300), rng.gamma(2, 50, 300)], 1)
        floor = float(np.percentile(rfm[:, 2], 5))
        scores = rfm_scores(jnp.asarray(rfm, jnp.float32), floor, N_BINS)
        print(week, np.bincount(np.asarray(scores) // 100)[1:])


if __name__ == "__main__":
    main()
