import jax
import jax.numpy as jnp
import numpy as np

from batching import BATCH, to_batch


@jax.jit
def anomaly_scores(center, scale, x):
    z = (x - center) / scale
    return jnp.sqrt(jnp.sum(z * z, axis=-1))


def main():
    rng = np.random.default_rng(0)
    center = jnp.zeros(5)
    scale = jnp.ones(5)
    for window in range(5):
        n = int(rng.integers(8, BATCH + 1))
        rows = rng.normal(size=(n, 5)).astype(np.float32).tolist()
        x = to_batch(rows, 5)
        scores = np.asarray(anomaly_scores(center, scale, x))[:n]
        print(window, x.dtype, n, round(float(scores.max()), 3))


if __name__ == "__main__":
    main()
