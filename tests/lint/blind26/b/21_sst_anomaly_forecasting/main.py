import jax
import jax.numpy as jnp
import numpy as np
import optax

from evaluate import validation_rmse
from model import net


def lagged_features(series, lags=6):
    x = np.stack([series[i:len(series) - lags + i] for i in range(lags)], axis=1)
    return x.astype(np.float32), series[lags:].astype(np.float32)


@jax.jit
def fit_step(params, opt_state, x, y):
    loss, g = jax.value_and_grad(lambda p: jnp.mean((net.apply(p, x) - y) ** 2))(params)
    upd, opt_state = opt.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, loss


opt = optax.adam(1e-3)


def main():
    rng = np.random.default_rng(0)
    t = np.arange(1200)
    sst_anom = 0.8 * np.sin(2 * np.pi * t / 48) + 0.3 * np.sin(2 * np.pi * t / 17) + rng.normal(0, 0.1, len(t))
    x, y = lagged_features(sst_anom)
    x_tr, y_tr, x_va, y_va = x[:960], y[:960], x[960:], y[960:]
    params = net.init(jax.random.PRNGKey(0), x_tr[:1])
    opt_state = opt.init(params)
    for epoch in range(5):
        for i in range(0, 960, 96):
            params, opt_state, loss = fit_step(params, opt_state, x_tr[i:i + 96], y_tr[i:i + 96])
        print(f"epoch {epoch}: train {float(loss):.4f} val rmse {validation_rmse(params, x_va, y_va):.4f}")


if __name__ == "__main__":
    main()
