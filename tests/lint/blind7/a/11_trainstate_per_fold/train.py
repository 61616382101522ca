import jax
import jax.numpy as jnp
import optax
from flax.training import train_state

from model import MLPForecaster


def create_state(key, input_dim, lr):
    model = MLPForecaster()
    params = model.init(key, jnp.zeros((1, input_dim)))["params"]
    return train_state.TrainState.create(apply_fn=model.apply, params=params,
                                         tx=optax.adam(lr))


@jax.jit
def train_step(state, x, y):
    def loss_fn(params):
        pred = state.apply_fn({"params": params}, x)
        return jnp.mean((pred - y) ** 2)

    loss, grads = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=grads), loss
