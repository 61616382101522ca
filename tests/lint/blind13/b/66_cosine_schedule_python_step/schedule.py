import jax.numpy as jnp


def cosine_temperature(step, total_steps, t_hot=2.0, t_cold=0.2):
    frac = jnp.minimum(step / total_steps, 1.0)
    return t_cold + 0.5 * (t_hot - t_cold) * (1 + jnp.cos(jnp.pi * frac))
