import jax
import jax.numpy as jnp
import optax

OPT = optax.adam(0.05)

@jax.jit
def linear_fit_step(params, opt_state, X, y):
    def loss(p):
        return jnp.mean((X @ p["w"] + p["b"] - y) ** 2)
    l, g = jax.value_and_grad(loss)(params)
    upd, opt_state = OPT.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, l
