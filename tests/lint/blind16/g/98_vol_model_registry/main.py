import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np


class TickerVolModel(eqx.Module):
    mlp: eqx.nn.MLP

    def __init__(self, n_lags, key):
        self.mlp = eqx.nn.MLP(n_lags, 1, 16, 2, key=key)

    def __call__(self, lags):
        return jax.nn.softplus(self.mlp(lags)[0])


@eqx.filter_jit
def fit_step(model, lags, target, lr):
    def loss(m):
        pred = jax.vmap(m)(lags)
        return jnp.mean((jnp.log(pred) - jnp.log(target)) ** 2)

    l, g = eqx.filter_value_and_grad(loss)(model)
    return eqx.apply_updates(model, jax.tree_util.tree_map(lambda x: -lr * x, g)), l


N_LAGS = 5
rng = np.random.default_rng(80)
lr = jnp.float32(0.05)


def realized_vol_dataset(n):
    rv = np.abs(rng.normal(0.01, 0.004, n + N_LAGS)).astype(np.float32) + 1e-3
    lags = np.stack([rv[i:i + N_LAGS] for i in range(n)]) * 100
    return lags, rv[N_LAGS:] * 100


models = {}
for k, ticker in enumerate(["SPY", "QQQ", "IWM", "EEM"]):
    model = TickerVolModel(N_LAGS, jax.random.PRNGKey(k))
    lags, target = realized_vol_dataset(200)
    for _ in range(3):
        model, loss = fit_step(model, lags, target, lr)
    models[ticker] = model
    print(ticker, float(loss))
