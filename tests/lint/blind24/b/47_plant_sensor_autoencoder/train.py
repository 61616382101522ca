import equinox as eqx
import jax
import jax.numpy as jnp
import optax

opt = optax.adam(1e-3)


def make_step(model, opt_state, xb):
    def loss_fn(m):
        return jnp.mean((jax.vmap(m)(xb) - xb) ** 2)
    loss, g = eqx.filter_value_and_grad(loss_fn)(model)
    upd, opt_state = opt.update(g, opt_state)
    return eqx.apply_updates(model, upd), opt_state, loss


def run_epoch(model, opt_state, data, bs=32):
    step = eqx.filter_jit(make_step)
    for s in range(0, len(data), bs):
        model, opt_state, loss = step(model, opt_state, data[s:s + bs])
    return model, opt_state, loss
