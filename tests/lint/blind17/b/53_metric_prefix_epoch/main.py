import jax
import jax.numpy as jnp
import numpy as np

from logger import MetricLogger
from metrics import ranking_metrics


def main():
    rng = np.random.default_rng(0)
    labels = jnp.asarray((rng.random((64, 20)) < 0.1).astype(np.float32))
    w = jnp.zeros((20,))
    logger = MetricLogger()
    for epoch in range(5):
        w = w + 0.1 * labels.mean(0)
        scores = w[None, :] + 0.1 * jnp.asarray(rng.normal(size=(64, 20)).astype(np.float32))
        logger.log(ranking_metrics(scores, labels, prefix=f"val/epoch_{epoch}"))


if __name__ == "__main__":
    main()
