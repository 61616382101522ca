import jax
import jax.numpy as jnp
import optax
from flax.training import train_state


@jax.jit
def fit_batch(state, x, y):
    def loss_fn(params):
        return jnp.mean((state.apply_fn(params, x) - y) ** 2)
    loss, grads = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=grads), loss


def with_learning_rate(state, lr):
    return train_state.TrainState.create(apply_fn=state.apply_fn, params=state.params, tx=optax.sgd(lr, momentum=0.9))


def plateau_lr(history, lr, patience=1, factor=0.5):
    if len(history) > patience and history[-1] > min(history[:-1]) - 1e-3:
        return lr * factor
    return lr
