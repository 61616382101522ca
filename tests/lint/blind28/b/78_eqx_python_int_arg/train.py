import equinox as eqx
import jax
import jax.numpy as jnp
import optax

opt = optax.adam(2e-3)


@eqx.filter_jit
def contrastive_step(model, opt_state, anchors, positives, epoch):
    # warm up the temperature over the first epochs
    temp = jnp.maximum(0.1, 1.0 - 0.2 * epoch)

    def loss_fn(m):
        za = jax.vmap(m)(anchors)
        zp = jax.vmap(m)(positives)
        za = za / jnp.linalg.norm(za, axis=1, keepdims=True)
        zp = zp / jnp.linalg.norm(zp, axis=1, keepdims=True)
        logits = za @ zp.T / temp
        return optax.softmax_cross_entropy_with_integer_labels(logits, jnp.arange(za.shape[0])).mean()
    loss, g = eqx.filter_value_and_grad(loss_fn)(model)
    upd, opt_state = opt.update(g, opt_state, eqx.filter(model, eqx.is_array))
    return eqx.apply_updates(model, upd), opt_state, loss
