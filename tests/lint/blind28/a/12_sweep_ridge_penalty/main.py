import itertools

import jax
import jax.numpy as jnp
import numpy as np


def load_tourism(seed=0):
    rng = np.random.default_rng(seed)
    n = 600
    x = rng.normal(size=(n, 8)).astype(np.float32)
    beta = np.array([2.0, -1.0, 0.5, 0, 0, 0.3, 0, 1.2], np.float32)
    y = x @ beta + rng.normal(0, 0.5, n).astype(np.float32)
    return x[:480], y[:480], x[480:], y[480:]


@jax.jit
def fit_visitor_model(x, y, l2, lr):
    def loss(w):
        return jnp.mean((x @ w - y) ** 2) + l2 * jnp.sum(w ** 2)

    def body(w, _):
        return w - lr * jax.grad(loss)(w), None

    w, _ = jax.lax.scan(body, jnp.zeros(x.shape[1]), None, length=200)
    return w


@jax.jit
def holdout_rmse(w, x, y):
    return jnp.sqrt(jnp.mean((x @ w - y) ** 2))


GRID = {"l2": [0.0, 0.001, 0.01, 0.1], "lr": [0.01, 0.05]}


def main():
    xt, yt, xv, yv = load_tourism()
    results = []
    for l2, lr in itertools.product(GRID["l2"], GRID["lr"]):
        w = fit_visitor_model(xt, yt, l2, lr)
        results.append((float(holdout_rmse(w, xv, yv)), l2, lr))
    for r in sorted(results)[:3]:
        print("rmse %.4f l2 %g lr %g" % r)


if __name__ == "__main__":
    main()
