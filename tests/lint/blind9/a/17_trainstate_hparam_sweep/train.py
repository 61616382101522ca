import jax
import jax.numpy as jnp
import optax
from flax.training import train_state


def create_state(model, key, sample, learning_rate, weight_decay):
    params = model.init(key, sample)
    tx = optax.adamw(learning_rate, weight_decay=weight_decay)
    return train_state.TrainState.create(apply_fn=model.apply, params=params, tx=tx)


@jax.jit
def train_step(state, images, labels, dropout_key):
    def loss_fn(params):
        logits = state.apply_fn(params, images, train=True, rngs={"dropout": dropout_key})
        return optax.softmax_cross_entropy_with_integer_labels(logits, labels).mean()

    loss, grads = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=grads), loss


@jax.jit
def eval_step(state, images, labels):
    logits = state.apply_fn(state.params, images)
    return jnp.mean(jnp.argmax(logits, -1) == labels)
