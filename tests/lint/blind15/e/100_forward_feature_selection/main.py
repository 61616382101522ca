import jax
import jax.numpy as jnp
import numpy as np

from selection import forward_selection


@jax.jit
def ridge_cv_loss(x, y, lam):
    folds = 4
    n = x.shape[0] // folds
    losses = []
    for k in range(folds):
        va = slice(k * n, (k + 1) * n)
        mask = jnp.ones(x.shape[0], bool).at[va].set(False)
        xt, yt = x * mask[:, None], y * mask
        w = jnp.linalg.solve(xt.T @ xt + lam * jnp.eye(x.shape[1]), xt.T @ yt)
        losses.append(jnp.mean((x[va] @ w - y[va]) ** 2))
    return jnp.mean(jnp.stack(losses))


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(80, 6)).astype(np.float32)
    y = (x[:, 1] - 2 * x[:, 4] + 0.1 * rng.normal(size=80)).astype(np.float32)
    lam = jnp.float32(0.1)
    score = lambda cols: float(ridge_cv_loss(x[:, cols], y, lam))
    selected, hist = forward_selection(score, x.shape[1], max_features=3)
    print(selected, hist)


if __name__ == "__main__":
    main()
