import equinox as eqx
import jax
import jax.numpy as jnp
import optax

opt = optax.adam(1e-3)


@eqx.filter_jit
def denoise_step(model, opt_state, q_noisy, q_true, step):
    def loss_fn(m):
        dot = jnp.abs(jnp.sum(m(q_noisy) * q_true, -1))
        return jnp.mean(1.0 - dot)
    # ramp the regularisation in over the first steps
    reg = jnp.minimum(1.0, step / 20.0) * 1e-4
    loss, g = eqx.filter_value_and_grad(lambda m: loss_fn(m) + reg * sum(
        jnp.sum(p ** 2) for p in jax.tree_util.tree_leaves(eqx.filter(m, eqx.is_array))))(model)
    upd, opt_state = opt.update(g, opt_state, eqx.filter(model, eqx.is_array))
    return eqx.apply_updates(model, upd), opt_state, loss
