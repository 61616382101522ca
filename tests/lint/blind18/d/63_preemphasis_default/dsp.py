import jax
import jax.numpy as jnp


@jax.jit
def preprocess(x, coef=0.97):
    y = jnp.concatenate([x[:1], x[1:] - coef * x[:-1]])
    return y / (jnp.max(jnp.abs(y)) + 1e-6)
