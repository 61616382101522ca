import equinox as eqx
import jax
import jax.numpy as jnp
import optax

OPT = optax.adam(1e-2)


@eqx.filter_jit
def fit_step(model, opt_state, x, target, loss_fn):
    def objective(m):
        return jnp.mean(loss_fn(jax.vmap(m)(x), target))

    loss, grads = eqx.filter_value_and_grad(objective)(model)
    updates, opt_state = OPT.update(grads, opt_state, eqx.filter(model, eqx.is_array))
    return eqx.apply_updates(model, updates), opt_state, loss


def fit(model, x, target, loss_fn, steps=4):
    opt_state = OPT.init(eqx.filter(model, eqx.is_array))
    for _ in range(steps):
        model, opt_state, loss = fit_step(model, opt_state, x, target, loss_fn)
    return model, loss
