import equinox as eqx
import jax
import jax.numpy as jnp
import optax

optim = optax.adam(5e-3)


@eqx.filter_jit
def make_step(model, opt_state, spectra, moisture):
    def loss(m):
        return jnp.mean((jax.vmap(m)(spectra) - moisture) ** 2)
    l, g = eqx.filter_value_and_grad(loss)(model)
    updates, opt_state = optim.update(g, opt_state, eqx.filter(model, eqx.is_array))
    return eqx.apply_updates(model, updates), opt_state, l


def fit(model, spectra, moisture, steps):
    opt_state = optim.init(eqx.filter(model, eqx.is_array))
    for _ in range(steps):
        model, opt_state, l = make_step(model, opt_state, spectra, moisture)
    return model, l
