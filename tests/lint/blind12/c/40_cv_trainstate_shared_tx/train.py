import jax
import jax.numpy as jnp
import optax
from flax.training import train_state

from model import WideAndDeep


@jax.jit
def train_step(state, cat, dense, y):
    def loss_fn(params):
        logits = state.apply_fn({"params": params}, cat, dense)
        return optax.sigmoid_binary_cross_entropy(logits, y).mean()

    loss, grads = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=grads), loss


def make_state(key, model, tx, sample_cat, sample_dense):
    params = model.init(key, sample_cat, sample_dense)["params"]
    return train_state.TrainState.create(apply_fn=model.apply, params=params, tx=tx)


def fit(state, cat, dense, y, steps=3):
    for _ in range(steps):
        state, loss = train_step(state, cat, dense, y)
    return state, float(loss)
