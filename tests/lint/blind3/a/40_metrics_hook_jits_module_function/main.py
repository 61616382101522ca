import jax.numpy as jnp
import numpy as np

from training.loop import fit
from training.metrics import MetricsLogger


def main():
    rng = np.random.default_rng(0)
    w = rng.normal(size=(6, 4))
    batches = []
    for _ in range(6):
        x = rng.normal(size=(32, 6)).astype(np.float32)
        batches.append((x, np.argmax(x @ w, 1).astype(np.int32)))
    logger = MetricsLogger()
    params = {"w": jnp.zeros((6, 4)), "b": jnp.zeros(4)}
    fit(params, batches, 0.5, hooks=[logger])
    for row in logger.rows[::2]:
        print(row)


if __name__ == "__main__":
    main()
