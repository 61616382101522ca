import jax
import jax.numpy as jnp
import optax
from flax.training import train_state


def create_state(model, key, sample, lr):
    params = model.init(key, sample)
    return train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.inject_hyperparams(optax.sgd)(learning_rate=lr, momentum=0.9))


def drop_lr(state, new_lr):
    state.opt_state.hyperparams["learning_rate"] = jnp.asarray(new_lr, dtype=jnp.float32)
    return state


@jax.jit
def train_step(state, xb, yb):
    def loss_fn(p):
        logits = state.apply_fn(p, xb)
        return optax.softmax_cross_entropy_with_integer_labels(logits, yb).mean()

    loss, grads = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=grads), loss
