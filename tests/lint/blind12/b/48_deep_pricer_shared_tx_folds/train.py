import jax
import jax.numpy as jnp
from flax.training import train_state


@jax.jit
def train_step(state, x, y):
    def loss_fn(params):
        pred = state.apply_fn({"params": params}, x)
        return jnp.mean((pred - y) ** 2)

    loss, grads = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=grads), loss


def create_state(model, params, tx):
    return train_state.TrainState.create(apply_fn=model.apply, params=params, tx=tx)
