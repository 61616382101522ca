import numpy as np
import jax.numpy as jnp

from config import FitConfig
from solvers import get_solver


def kfold(n, k):
    idx = np.arange(n)
    for f in range(k):
        yield idx[idx % k != f], idx[idx % k == f]


def main():
    rng = np.random.default_rng(0)
    X = rng.normal(size=(200, 4)).astype(np.float32)
    y = (X @ np.array([1.0, -1.0, 0.0, 0.5]) + rng.logistic(size=200) > 0).astype(np.float32)
    scores = []
    for tr, te in kfold(len(y), 5):
        cfg = FitConfig(alpha=0.1)
        solver = get_solver(cfg)
        beta = solver(jnp.asarray(X[tr]), jnp.asarray(y[tr]))
        pred = (X[te] @ np.asarray(beta)) > 0
        scores.append(np.mean(pred == y[te]))
    print("cv accuracy", np.mean(scores))


if __name__ == "__main__":
    main()
