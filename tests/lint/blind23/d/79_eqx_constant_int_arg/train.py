import equinox as eqx
import jax
import jax.numpy as jnp
import optax

opt = optax.adam(1e-2)


@eqx.filter_jit
def score_step(model, opt_state, x, y, n_points):
    def loss_fn(m):
        logits = jax.vmap(m)(x)
        # ordinal-aware soft labels
        i = jnp.arange(n_points)
        soft = jax.nn.softmax(-((i[None, :] - y[:, None]) ** 2).astype(jnp.float32), axis=-1)
        return optax.softmax_cross_entropy(logits, soft).mean()
    loss, g = eqx.filter_value_and_grad(loss_fn)(model)
    u, opt_state = opt.update(g, opt_state)
    return eqx.apply_updates(model, u), opt_state, loss
