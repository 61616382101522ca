import json

import numpy as np
import jax
import jax.numpy as jnp

from metrics import REGISTRY


def ridge_fit(x, y, alpha):
    d = x.shape[1]
    return np.linalg.solve(x.T @ x + alpha * np.eye(d), x.T @ y)


def build_report(pred, target, metric_names):
    report = {}
    for name in metric_names:
        fn = jax.jit(REGISTRY[name])
        report[name] = round(float(fn(pred, target)), 4)
    return report


def main():
    rng = np.random.default_rng(24)
    x = rng.standard_normal((300, 10))
    y = x @ rng.standard_normal(10) + 0.5 * rng.standard_normal(300)
    w = ridge_fit(x[:200], y[:200], alpha=1.0)
    pred = jnp.asarray(x[200:] @ w, jnp.float32)
    target = jnp.asarray(y[200:], jnp.float32)
    print(json.dumps(build_report(pred, target, ["rmse", "mae", "r2", "pearson"]), indent=1))


if __name__ == "__main__":
    main()
