import jax
import jax.numpy as jnp
import optax


def make_loss(model):
    @jax.jit
    def compute_loss(params, images, labels):
        logits = model.apply(params, images)
        return optax.softmax_cross_entropy_with_integer_labels(logits, labels).mean()
    return compute_loss


def make_update(loss_fn, tx):
    @jax.jit
    def update(params, opt_state, images, labels):
        loss, grads = jax.value_and_grad(loss_fn)(params, images, labels)
        updates, opt_state = tx.update(grads, opt_state, params)
        return optax.apply_updates(params, updates), opt_state, loss
    return update
