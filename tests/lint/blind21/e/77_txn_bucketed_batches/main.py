import jax
import jax.numpy as jnp
import numpy as np

from batching import pad_to_bucket

N_FEATURES = 5
BATCH_SIZES = [20, 27, 50, 31, 60, 12, 45, 29]


@jax.jit
def merchant_outlier_scores(rows, mask, w):
    m = mask[:, None].astype(rows.dtype)
    n = m.sum()
    mean = (rows * m).sum(0) / n
    std = jnp.sqrt((((rows - mean) * m) ** 2).sum(0) / n)
    z = (rows - mean) / (std + 1e-6)
    return jnp.where(mask, jnp.abs(z) @ w, 0.0)


def main():
    rng = np.random.default_rng(79)
    w = jnp.ones(N_FEATURES, jnp.float32) / N_FEATURES
    for i, n in enumerate(BATCH_SIZES):
        rows = rng.normal(size=(n, N_FEATURES)).astype(np.float32)
        padded, mask = pad_to_bucket(rows)
        scores = merchant_outlier_scores(padded, mask, w)
        print(i, n, padded.shape[0], round(float(scores.max()), 3))


if __name__ == "__main__":
    main()
