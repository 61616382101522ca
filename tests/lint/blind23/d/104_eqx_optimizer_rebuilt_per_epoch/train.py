import equinox as eqx
import jax
import jax.numpy as jnp
import optax


@eqx.filter_jit
def attendance_step(model, opt_state, optim, x, y):
    def loss_fn(m):
        return optax.sigmoid_binary_cross_entropy(jax.vmap(m)(x)[:, 0], y).mean()
    loss, g = eqx.filter_value_and_grad(loss_fn)(model)
    u, opt_state = optim.update(g, opt_state, eqx.filter(model, eqx.is_array))
    return eqx.apply_updates(model, u), opt_state, loss


def optimizer_for_epoch(epoch, base=1e-2):
    return optax.adamw(base * 0.7 ** epoch, weight_decay=1e-4)
