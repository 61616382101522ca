import jax
import jax.numpy as jnp
import optax
from flax.training import train_state


@jax.jit
def train_step(state, x, t):
    def loss_fn(params):
        logits = state.apply_fn(params, x)
        return jnp.mean(optax.sigmoid_binary_cross_entropy(logits, t))

    loss, grads = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=grads), loss


def make_state(model, params, lr=1e-2):
    return train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.adam(lr))
