import flax.linen as nn
import jax
import jax.numpy as jnp
import numpy as np
import optax
from flax.training import train_state

from cv import rolling_origin_folds

LAGS = 6
EPOCHS = 3


class Forecaster(nn.Module):
    @nn.compact
    def __call__(self, x):
        return nn.Dense(1)(nn.tanh(nn.Dense(16)(x)))[..., 0]


@jax.jit
def train_step(state, x, y):
    def loss_fn(params):
        return jnp.mean((state.apply_fn({"params": params}, x) - y) ** 2)

    loss, grads = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=grads), loss


@jax.jit
def evaluate(state, x, y):
    return jnp.mean(jnp.abs(state.apply_fn({"params": state.params}, x) - y))


def main():
    rng = np.random.default_rng(0)
    series = np.cumsum(rng.standard_normal(300)).astype(np.float32)
    series = (series - series.mean()) / series.std()
    X = np.lib.stride_tricks.sliding_window_view(series[:-1], LAGS)
    y = series[LAGS:]

    model = Forecaster()
    tx = optax.chain(optax.clip_by_global_norm(1.0), optax.adam(3e-3))
    init_params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, LAGS)))["params"]

    maes = []
    for train_idx, test_idx in rolling_origin_folds(len(y), 160, 40, n_folds=4):
        state = train_state.TrainState.create(apply_fn=model.apply, params=init_params, tx=tx)
        for _ in range(EPOCHS):
            state, _ = train_step(state, X[train_idx], y[train_idx])
        maes.append(float(evaluate(state, X[test_idx], y[test_idx])))
    print("fold MAE:", np.round(maes, 4), "mean", round(float(np.mean(maes)), 4))


if __name__ == "__main__":
    main()
