import jax.numpy as jnp
import numpy as np

from callbacks import TopKLogger


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(100, 42)).astype(np.float32)
    y = rng.integers(0, 100, 100).astype(np.int32)
    w = rng.normal(size=(42, 100)).astype(np.float32) * 0.1
    logger = TopKLogger(k=5)
    for epoch in range(4):
        w = w + 0.01 * rng.normal(size=w.shape).astype(np.float32)
        logger.on_epoch_end(epoch, jnp.asarray(x @ w), y)


if __name__ == "__main__":
    main()
