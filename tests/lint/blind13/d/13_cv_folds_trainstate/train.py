import jax
import jax.numpy as jnp
import optax
from flax.training import train_state

from model import MLPForecaster


def create_state(key, n_lags, lr):
    model = MLPForecaster(hidden=16)
    params = model.init(key, jnp.zeros((1, n_lags)))["params"]
    return train_state.TrainState.create(apply_fn=model.apply, params=params,
                                         tx=optax.adam(lr))


@jax.jit
def train_step(state, x, y):
    def loss_fn(params):
        pred = state.apply_fn({"params": params}, x)[:, 0]
        return jnp.mean((pred - y) ** 2)

    loss, grads = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=grads), loss


@jax.jit
def eval_step(state, x, y):
    pred = state.apply_fn({"params": state.params}, x)[:, 0]
    return jnp.mean(jnp.abs(pred - y))
