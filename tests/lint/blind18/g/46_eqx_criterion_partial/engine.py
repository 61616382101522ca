import equinox as eqx
import jax


@eqx.filter_jit
def train_step(model, opt_state, optim, x, y, criterion):
    def loss_fn(m):
        return criterion(jax.vmap(m)(x), y)

    loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
    updates, opt_state = optim.update(grads, opt_state, eqx.filter(model, eqx.is_array))
    return eqx.apply_updates(model, updates), opt_state, loss
