import equinox as eqx
import jax
import jax.numpy as jnp
import optax

opt = optax.adam(3e-3)


def make_model(hidden, key):
    return eqx.nn.MLP(8, 1, hidden, 2, key=key)


@eqx.filter_jit
def sweep_step(model, opt_state, x, y):
    def loss(m):
        return jnp.mean((jax.vmap(m)(x)[:, 0] - y) ** 2)

    l, g = eqx.filter_value_and_grad(loss)(model)
    upd, opt_state = opt.update(g, opt_state, eqx.filter(model, eqx.is_array))
    return eqx.apply_updates(model, upd), opt_state, l
