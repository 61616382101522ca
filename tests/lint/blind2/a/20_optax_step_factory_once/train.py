import jax
import jax.numpy as jnp
import optax


def cross_entropy(params, x, labels):
    logits = x @ params["w"] + params["b"]
    return optax.softmax_cross_entropy_with_integer_labels(logits, labels).mean()


def make_train_step(optimizer):
    def train_step(params, opt_state, x, labels):
        loss, grads = jax.value_and_grad(cross_entropy)(params, x, labels)
        updates, opt_state = optimizer.update(grads, opt_state, params)
        return optax.apply_updates(params, updates), opt_state, loss

    return jax.jit(train_step)
