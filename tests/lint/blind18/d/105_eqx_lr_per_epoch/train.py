import equinox as eqx
import jax
import jax.numpy as jnp
import optax


@eqx.filter_jit
def train_step(model, opt_state, optimizer, x, y):
    def loss_fn(m):
        return optax.sigmoid_binary_cross_entropy(jax.vmap(m)(x), y).mean()

    loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
    updates, opt_state = optimizer.update(grads, opt_state, eqx.filter(model, eqx.is_array))
    return eqx.apply_updates(model, updates), opt_state, loss


def optimizer_for_epoch(epoch, base_lr=3e-3, decay=0.7):
    return optax.adamw(base_lr * decay ** epoch, weight_decay=1e-4)
