import equinox as eqx
import jax
import jax.numpy as jnp
import optax

opt = optax.sgd(0.05)


@eqx.filter_jit
def triplet_step(model, opt_state, anchor, pos, neg, margin):
    def loss_fn(m):
        za, zp, zn = jax.vmap(m)(anchor), jax.vmap(m)(pos), jax.vmap(m)(neg)
        dp = jnp.sum((za - zp) ** 2, -1)
        dn = jnp.sum((za - zn) ** 2, -1)
        return jnp.maximum(dp - dn + margin, 0.0).mean()
    loss, g = eqx.filter_value_and_grad(loss_fn)(model)
    upd, opt_state = opt.update(g, opt_state)
    return eqx.apply_updates(model, upd), opt_state, loss
