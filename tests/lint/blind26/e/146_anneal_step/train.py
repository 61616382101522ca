import equinox as eqx
import jax
import jax.numpy as jnp
import optax

opt = optax.adam(3e-3)


@eqx.filter_jit
def anneal_step(model, opt_state, x, y, key):
    def loss(m):
        pred = jax.vmap(m)(x, jax.random.split(key, x.shape[0]))
        return jnp.mean((pred - y) ** 2)
    l, g = eqx.filter_value_and_grad(loss)(model)
    u, opt_state = opt.update(g, opt_state, eqx.filter(model, eqx.is_array))
    return eqx.apply_updates(model, u), opt_state, l


def set_dropout(model, epoch, p0=0.3, decay=0.05):
    return eqx.tree_at(lambda m: m.drop.p, model, max(p0 - decay * epoch, 0.0))
