import equinox as eqx
import jax
import optax

optim = optax.adam(5e-3)


@eqx.filter_jit
def make_step(model, opt_state, x, y, loss_fn):
    def objective(m):
        return loss_fn(jax.vmap(m)(x), y)

    loss, grads = eqx.filter_value_and_grad(objective)(model)
    updates, opt_state = optim.update(grads, opt_state)
    return eqx.apply_updates(model, updates), opt_state, loss
