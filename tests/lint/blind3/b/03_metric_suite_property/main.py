import numpy as np
import jax.numpy as jnp

from metrics import RegressionMetrics

BATCH = 32


def predictions_and_targets(rng, n):
    target = rng.normal(size=n).astype(np.float32)
    pred = target + 0.3 * rng.normal(size=n).astype(np.float32)
    return pred, target


def evaluate(metrics, pred, target):
    metrics.reset()
    for start in range(0, len(pred), BATCH):
        metrics.update(jnp.asarray(pred[start:start + BATCH]),
                       jnp.asarray(target[start:start + BATCH]))
    return metrics.compute()


def main():
    rng = np.random.default_rng(1)
    pred, target = predictions_and_targets(rng, 6 * BATCH)
    metrics = RegressionMetrics()
    report = evaluate(metrics, pred, target)
    print({k: round(v, 4) for k, v in report.items()})


if __name__ == "__main__":
    main()
