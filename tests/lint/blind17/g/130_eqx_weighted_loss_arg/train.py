import equinox as eqx
import jax
import jax.numpy as jnp
import optax

optimizer = optax.adam(1e-2)


def weighted_loss(model, x, y, pos_weight):
    logits = jax.vmap(model)(x)[:, 0]
    per_row = optax.sigmoid_binary_cross_entropy(logits, y)
    return jnp.mean(per_row * jnp.where(y > 0, pos_weight, 1.0))


@eqx.filter_jit
def train_step(model, opt_state, x, y, pos_weight):
    grads = eqx.filter_grad(weighted_loss)(model, x, y, pos_weight)
    updates, opt_state = optimizer.update(grads, opt_state, eqx.filter(model, eqx.is_array))
    return eqx.apply_updates(model, updates), opt_state
