import jax
import jax.numpy as jnp
import optax

from model import SleepStager

model = SleepStager()
optimizer = optax.inject_hyperparams(optax.adamw)(learning_rate=3e-3, weight_decay=1e-4)


def loss_fn(params, x, y):
    logits = model.apply({"params": params}, x)
    return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()


@jax.jit
def train_step(params, opt_state, x, y):
    loss, grads = jax.value_and_grad(loss_fn)(params, x, y)
    updates, opt_state = optimizer.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def set_learning_rate(opt_state, lr):
    opt_state.hyperparams["learning_rate"] = jnp.asarray(lr, dtype=jnp.float32)
    return opt_state
