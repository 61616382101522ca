import equinox as eqx
import jax
import jax.numpy as jnp
import optax

optim = optax.adam(3e-3)


@eqx.filter_jit
def train_step(model, opt_state, x, y, key, progress):
    x = x + 0.1 * (1.0 - progress) * jax.random.normal(key, x.shape)

    def loss(m):
        return jnp.mean((m(x) - y) ** 2)
    l, g = eqx.filter_value_and_grad(loss)(model)
    upd, opt_state = optim.update(g, opt_state, eqx.filter(model, eqx.is_array))
    return eqx.apply_updates(model, upd), opt_state, l
