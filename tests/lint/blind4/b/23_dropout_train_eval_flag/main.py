import jax
import jax.numpy as jnp
import numpy as np

from model import init_params, forecast_loss, grad_loss


def lag_matrix(series, lags=6):
    X = np.stack([series[i:len(series) - lags + i] for i in range(lags)], 1)
    return X.astype(np.float32), series[lags:].astype(np.float32)


def main():
    rng = np.random.default_rng(0)
    series = np.sin(np.arange(200) / 8) + 0.1 * rng.standard_normal(200)
    X, y = lag_matrix(series)
    X_tr, y_tr, X_va, y_va = X[:150], y[:150], X[150:], y[150:]
    params = init_params(jax.random.PRNGKey(0), X.shape[1], 8)
    key = jax.random.PRNGKey(1)
    for epoch in range(5):
        key, sub = jax.random.split(key)
        g = grad_loss(params, X_tr, y_tr, sub, train=True)
        params = jax.tree_util.tree_map(lambda p, d: p - 0.1 * d, params, g)
        tr = forecast_loss(params, X_tr, y_tr, sub, train=True)
        va = forecast_loss(params, X_va, y_va, sub, train=False)
        print(f"epoch {epoch}: train={float(tr):.4f} val={float(va):.4f}")


if __name__ == "__main__":
    main()
