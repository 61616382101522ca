import jax
import jax.numpy as jnp
import optax
from flax.training import train_state


def create_state(model, params, lr):
    return train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.adam(lr))


@jax.jit
def train_step(state, r, e, cutoff):
    def loss_fn(p):
        return jnp.mean((state.apply_fn(p, r, cutoff) - e) ** 2)

    loss, grads = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=grads), loss
