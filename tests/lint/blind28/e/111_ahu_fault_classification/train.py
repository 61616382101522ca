import equinox as eqx
import jax
import jax.numpy as jnp
import optax

tx = optax.adam(3e-3)


def batch_loss(model, x, y, key):
    keys = jax.random.split(key, x.shape[0])
    logits = jax.vmap(model)(x, keys)
    return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()


@eqx.filter_jit
def fault_train_step(model, opt_state, x, y, key):
    loss, grads = eqx.filter_value_and_grad(batch_loss)(model, x, y, key)
    updates, opt_state = tx.update(grads, opt_state, eqx.filter(model, eqx.is_array))
    return eqx.apply_updates(model, updates), opt_state, loss


@eqx.filter_jit
def fault_loss(model, x, y, key):
    return batch_loss(model, x, y, key)
