import equinox as eqx
import jax
import optax

opt = optax.adam(1e-3)


@eqx.filter_jit
def train_step(model, opt_state, x, y, key):
    def loss_fn(m):
        keys = jax.random.split(key, x.shape[0])
        logits = jax.vmap(m)(x, keys)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()

    loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
    updates, opt_state = opt.update(grads, opt_state, eqx.filter(model, eqx.is_array))
    return eqx.apply_updates(model, updates), opt_state, loss
