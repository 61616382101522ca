import equinox as eqx
import optax

optimizer = optax.adam(1e-2)


@eqx.filter_jit
def train_step(model, opt_state, x, y, loss_fn):
    loss, grads = eqx.filter_value_and_grad(loss_fn)(model, x, y)
    updates, opt_state = optimizer.update(grads, opt_state)
    return eqx.apply_updates(model, updates), opt_state, loss
