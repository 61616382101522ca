import equinox as eqx
import jax
import jax.numpy as jnp
import optax

optimizer = optax.adam(1e-2)


def make_loss(pos_weight):
    def loss_fn(model, x, y):
        logits = jax.vmap(model)(x)[:, 0]
        per_row = optax.sigmoid_binary_cross_entropy(logits, y)
        return jnp.mean(per_row * jnp.where(y > 0, pos_weight, 1.0))

    return loss_fn


@eqx.filter_jit
def train_step(model, opt_state, x, y, loss_fn):
    grads = eqx.filter_grad(loss_fn)(model, x, y)
    updates, opt_state = optimizer.update(grads, opt_state, eqx.filter(model, eqx.is_array))
    return eqx.apply_updates(model, updates), opt_state
