import equinox as eqx
import jax
import jax.numpy as jnp
import optax


def noise_scale(epoch, total):
    return 0.1 * (1.0 - epoch / total)


@eqx.filter_jit
def augment_and_step(model, opt_state, strokes, labels, key, epoch, total_epochs, optim):
    scale = noise_scale(epoch, total_epochs)
    strokes = strokes + scale * jax.random.normal(key, strokes.shape)

    def loss_fn(m):
        logits = jax.vmap(m)(strokes)
        return optax.softmax_cross_entropy_with_integer_labels(logits, labels).mean()

    loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
    updates, opt_state = optim.update(grads, opt_state, eqx.filter(model, eqx.is_array))
    return eqx.apply_updates(model, updates), opt_state, loss
