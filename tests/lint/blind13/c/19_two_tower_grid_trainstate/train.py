import jax
import jax.numpy as jnp
import optax
from flax.training import train_state


def in_batch_softmax_loss(params, apply_fn, users, items, temperature=0.1):
    logits = apply_fn({"params": params}, users, items) / temperature
    labels = jnp.arange(logits.shape[0])
    return optax.softmax_cross_entropy_with_integer_labels(logits, labels).mean()


@jax.jit
def train_step(state, users, items):
    loss, grads = jax.value_and_grad(in_batch_softmax_loss)(state.params, state.apply_fn, users, items)
    return state.apply_gradients(grads=grads), loss


def create_state(model, params, lr, weight_decay):
    tx = optax.adamw(lr, weight_decay=weight_decay)
    return train_state.TrainState.create(apply_fn=model.apply, params=params, tx=tx)
