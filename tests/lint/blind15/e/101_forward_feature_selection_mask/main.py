import jax
import jax.numpy as jnp
import numpy as np

from selection import forward_selection


@jax.jit
def ridge_cv_loss(x, y, feature_mask, lam):
    folds = 4
    n = x.shape[0] // folds
    x = x * feature_mask
    # unselected features become all-zero columns; the ridge term keeps the system well posed
    losses = []
    for k in range(folds):
        va = slice(k * n, (k + 1) * n)
        mask = jnp.ones(x.shape[0], bool).at[va].set(False)
        xt, yt = x * mask[:, None], y * mask
        w = jnp.linalg.solve(xt.T @ xt + lam * jnp.eye(x.shape[1]), xt.T @ yt)
        losses.append(jnp.mean((x[va] @ w - y[va]) ** 2))
    return jnp.mean(jnp.stack(losses))


def columns_mask(cols, n):
    m = np.zeros(n, np.float32)
    m[cols] = 1.0
    return m


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(80, 6)).astype(np.float32)
    y = (x[:, 1] - 2 * x[:, 4] + 0.1 * rng.normal(size=80)).astype(np.float32)
    lam = jnp.float32(0.1)
    score = lambda cols: float(ridge_cv_loss(x, y, columns_mask(cols, x.shape[1]), lam))
    selected, hist = forward_selection(score, x.shape[1], max_features=3)
    print(selected, hist)


if __name__ == "__main__":
    main()
