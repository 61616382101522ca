import equinox as eqx
import jax
import jax.numpy as jnp
import optax

opt = optax.adam(1e-3)


@eqx.filter_jit
def train_step(model, opt_state, x, y):
    def loss(m):
        return jnp.mean((jax.vmap(m)(x) - y) ** 2)
    l, g = eqx.filter_value_and_grad(loss)(model)
    u, opt_state = opt.update(g, opt_state, eqx.filter(model, eqx.is_array))
    return eqx.apply_updates(model, u), opt_state, l


@eqx.filter_jit
def evaluate(model, x, y):
    return jnp.sqrt(jnp.mean((jax.vmap(model)(x) - y) ** 2))
