import numpy as np
import jax.numpy as jnp

from metrics import RegressionMetrics

BATCH = 32


def load_split(rng, n):
    target = rng.gamma(2.0, 1.5, size=n).astype(np.float32)
    pred = (target * rng.lognormal(0.0, 0.2, size=n)).astype(np.float32)
    return pred, target


def evaluate(metrics, pred, target):
    metrics.reset()
    for start in range(0, len(pred), BATCH):
        metrics.update(jnp.asarray(pred[start:start + BATCH]),
                       jnp.asarray(target[start:start + BATCH]))
    return metrics.compute()


def main():
    rng = np.random.default_rng(1)
    metrics = RegressionMetrics()
    for split in ("validation", "test"):
        pred, target = load_split(rng, 4 * BATCH)
        report = evaluate(metrics, pred, target)
        print(split, {k: round(v, 4) for k, v in report.items()})


if __name__ == "__main__":
    main()
