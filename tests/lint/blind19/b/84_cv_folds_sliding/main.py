import jax
import jax.numpy as jnp
import numpy as np
import optax

from splits import time_series_folds

tx = optax.adam(5e-3)


def ridge_loss(w, x, y, lam=1e-3):
    return jnp.mean((x @ w - y) ** 2) + lam * (w ** 2).sum()


@jax.jit
def fit_fold(x, y):
    w = jnp.zeros(x.shape[1])
    state = tx.init(w)

    def body(carry, _):
        w, state = carry
        g = jax.grad(ridge_loss)(w, x, y)
        upd, state = tx.update(g, state)
        return (optax.apply_updates(w, upd), state), None

    (w, _), _ = jax.lax.scan(body, (w, state), None, length=50)
    return w


def main():
    rng = np.random.default_rng(30)
    x = rng.standard_normal((300, 6)).astype(np.float32)
    y = (x @ rng.standard_normal(6) * 0.01 + 0.01 * rng.standard_normal(300)).astype(np.float32)
    for tr, te in time_series_folds(len(x), n_folds=4, test_size=40, train_size=120):
        w = fit_fold(jnp.asarray(x[tr]), jnp.asarray(y[tr]))
        ic = np.corrcoef(x[te] @ np.asarray(w), y[te])[0, 1]
        print(tr.stop, round(float(ic), 3))


if __name__ == "__main__":
    main()
