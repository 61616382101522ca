import jax
import jax.numpy as jnp
import optax
from optax import contrib

tx = optax.chain(optax.adam(5e-3), contrib.reduce_on_plateau(factor=0.5, patience=2, accumulation_size=3))


def model(params, x):
    return jax.nn.softplus(x @ params["w"] + params["b"])


@jax.jit
def streamflow_step(params, opt_state, x, y):
    loss, g = jax.value_and_grad(lambda p: jnp.mean((model(p, x) - y) ** 2))(params)
    upd, opt_state = tx.update(g, opt_state, params, value=loss)
    return optax.apply_updates(params, upd), opt_state, loss
