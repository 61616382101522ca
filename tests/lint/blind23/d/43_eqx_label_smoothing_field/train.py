import equinox as eqx
import jax
import jax.numpy as jnp
import optax

tx = optax.adam(5e-3)


@eqx.filter_jit
def grade_step(model, opt_state, x, y):
    def loss_fn(m):
        logits = jax.vmap(m)(x)
        labels = optax.smooth_labels(jax.nn.one_hot(y, logits.shape[-1]), m.smoothing)
        return optax.softmax_cross_entropy(logits, labels).mean()
    loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
    updates, opt_state = tx.update(grads, opt_state, eqx.filter(model, eqx.is_array))
    return eqx.apply_updates(model, updates), opt_state, loss


def decay_smoothing(model, epoch):
    return eqx.tree_at(lambda m: m.smoothing, model, 0.2 * (0.5 ** epoch))
