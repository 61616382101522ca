import jax
import jax.numpy as jnp
import numpy as np
import optax

LAGS = 5
tx = optax.adam(1e-2)


def make_windows(series, lags=LAGS):
    X = np.stack([series[i : i + lags] for i in range(len(series) - lags)]).astype(np.float32)
    y = series[lags:].astype(np.float32)
    return X, y


@jax.jit
def train_step(params, opt_state, X, y):
    def loss_fn(p):
        return jnp.mean((X @ p["w"] + p["b"] - y) ** 2)

    loss, g = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    rng = np.random.default_rng(7)
    series = np.cumsum(rng.normal(size=60))
    X, y = make_windows(series)
    folds = np.array_split(np.arange(len(X) - len(X) % 4), 4)
    for k, val_idx in enumerate(folds):
        train_idx = np.setdiff1d(np.arange(len(X) - len(X) % 4), val_idx)
        params = {"w": jnp.zeros(LAGS), "b": jnp.zeros(())}
        opt_state = tx.init(params)
        for _ in range(3):
            params, opt_state, loss = train_step(params, opt_state, X[train_idx], y[train_idx])
        print("fold", k, float(loss))


if __name__ == "__main__":
    main()
