import equinox as eqx
import jax
import optax


@eqx.filter_jit
def train_step(model, opt_state, optimizer, frames, speakers, key):
    def loss_fn(m):
        keys = jax.random.split(key, frames.shape[0])
        logits = jax.vmap(m)(frames, keys)
        return optax.softmax_cross_entropy_with_integer_labels(logits, speakers).mean()

    loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
    updates, opt_state = optimizer.update(grads, opt_state, eqx.filter(model, eqx.is_inexact_array))
    return eqx.apply_updates(model, updates), opt_state, loss
