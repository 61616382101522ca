import jax
import jax.numpy as jnp
import optax

TX = optax.adam(1e-2)


@jax.jit
def avocado_step(params, opt_state, x, y):
    loss, g = jax.value_and_grad(lambda p: jnp.mean((x @ p["w"] + p["b"] - y) ** 2))(params)
    upd, opt_state = TX.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, loss
