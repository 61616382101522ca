import jax
import jax.numpy as jnp
import optax
from flax.training import train_state


def nll(params, logits, labels):
    scaled = logits / params["temperature"] + params["bias"]
    return optax.softmax_cross_entropy_with_integer_labels(scaled, labels).mean()


@jax.jit
def calib_step(state, logits, labels):
    loss, grads = jax.value_and_grad(nll)(state.params, logits, labels)
    return state.apply_gradients(grads=grads), loss


def make_state(lr, weight_decay, n_classes):
    params = {"temperature": jnp.ones(()), "bias": jnp.zeros((n_classes,))}
    tx = optax.adamw(lr, weight_decay=weight_decay)
    return train_state.TrainState.create(apply_fn=None, params=params, tx=tx)
