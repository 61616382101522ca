import jax
import jax.numpy as jnp
import optax
from flax.training import train_state

from model import Regressor


def create_state(key, sample_x, lr):
    model = Regressor()
    params = model.init(key, sample_x)
    return train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.sgd(lr, momentum=0.9))


@jax.jit
def train_step(state, x, y):
    def loss_fn(params):
        return jnp.mean((state.apply_fn(params, x) - y) ** 2)

    loss, grads = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=grads), loss


@jax.jit
def mse(params, x, y):
    return jnp.mean((Regressor().apply(params, x) - y) ** 2)
