from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnums=(3,))
def smoothed_inversion_step(model, G, d, cfg):
    def objective(m):
        misfit = jnp.sum((G @ m - d) ** 2)
        rough = jnp.sum(jnp.diff(m) ** 2)
        return misfit + cfg.smoothing * rough

    val, g = jax.value_and_grad(objective)(model)
    return model - cfg.step_size * g, val
