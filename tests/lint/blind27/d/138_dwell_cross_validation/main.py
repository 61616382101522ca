import jax
import jax.numpy as jnp
import numpy as np

from cv import kfold


@jax.jit
def fit_fold_step(w, x, y):
    g = jax.grad(lambda w: jnp.mean((x @ w - y) ** 2))(w)
    return w - 0.1 * g


@jax.jit
def fold_mse(w, x, y):
    return jnp.mean((x @ w - y) ** 2)


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(250, 5)).astype(np.float32)
    y = (x @ np.array([1.0, 2.0, 0.0, -1.0, 0.5]) + rng.normal(0, 0.3, 250)).astype(np.float32)
    scores = []
    for tr, va in kfold(250, 4):
        w = jnp.zeros(5)
        for _ in range(50):
            w = fit_fold_step(w, x[tr], y[tr])
        scores.append(float(fold_mse(w, x[va], y[va])))
    print(np.round(scores, 3), np.mean(scores))


if __name__ == "__main__":
    main()
