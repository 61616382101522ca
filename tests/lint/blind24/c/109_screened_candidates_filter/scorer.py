import jax
import jax.numpy as jnp


@jax.jit
def interview_priority(years, skills, licensed, weights):
    s = skills @ weights + 0.1 * jnp.log1p(years) + 0.2 * licensed
    return jax.nn.softmax(s)
