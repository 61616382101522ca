import jax
import jax.numpy as jnp
import optax
from flax.training import train_state


def make_optimizer(learning_rate=3e-3, weight_decay=1e-4):
    return optax.inject_hyperparams(optax.adamw)(learning_rate=learning_rate,
                                                 weight_decay=weight_decay)


def create_state(model, key, sample, tx):
    params = model.init(key, sample)
    return train_state.TrainState.create(apply_fn=model.apply, params=params, tx=tx)


def set_learning_rate(state, lr):
    state.opt_state.hyperparams["learning_rate"] = jnp.asarray(lr, dtype=jnp.float32)
    return state


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
