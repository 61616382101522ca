import jax
import jax.numpy as jnp
import optax
from flax.training import train_state


def create_state(model, key, sample, lr):
    params = model.init(key, sample)
    return train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.adam(lr))


@jax.jit
def train_step(state, images, labels):
    def loss_fn(p):
        logits = state.apply_fn(p, images)
        return optax.softmax_cross_entropy_with_integer_labels(logits, labels).mean()

    loss, grads = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=grads), loss


@jax.jit
def eval_step(state, images, labels):
    return jnp.mean(jnp.argmax(state.apply_fn(state.params, images), -1) == labels)
