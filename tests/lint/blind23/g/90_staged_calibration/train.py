import jax
import jax.numpy as jnp
import optax

from model import runoff_model

opt = optax.adam(0.05)


@jax.jit
def staged_step(params, opt_state, rain, q_obs):
    loss, g = jax.value_and_grad(lambda p: jnp.mean((runoff_model(p, rain) - q_obs) ** 2))(params)
    u, opt_state = opt.update(g, opt_state)
    return optax.apply_updates(params, u), opt_state, loss
