import jax
import jax.numpy as jnp


@jax.jit
def head_final_score(vals, weights):
    return jax.nn.sigmoid((vals * weights).sum() / jnp.sqrt(vals.shape[0]))
