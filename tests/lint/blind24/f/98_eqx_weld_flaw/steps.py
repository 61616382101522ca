import equinox as eqx
import jax
import jax.numpy as jnp
import optax

opt = optax.adamw(2e-3)


@eqx.filter_jit
def train_step(model, opt_state, x, y, key):
    def loss_fn(m):
        return jnp.mean((jax.vmap(m)(x, jax.random.split(key, x.shape[0])) - y) ** 2)

    l, g = eqx.filter_value_and_grad(loss_fn)(model)
    upd, opt_state = opt.update(g, opt_state, eqx.filter(model, eqx.is_array))
    return eqx.apply_updates(model, upd), opt_state, l


@eqx.filter_jit
def validate(model, x, y):
    return jnp.sqrt(jnp.mean((jax.vmap(model)(x) - y) ** 2))
