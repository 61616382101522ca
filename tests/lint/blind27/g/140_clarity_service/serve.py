import equinox as eqx
import jax


@eqx.filter_jit
def clarity_forecast(model, x):
    return jax.vmap(model)(x)[:, 0]
