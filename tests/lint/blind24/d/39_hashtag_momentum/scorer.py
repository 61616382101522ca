import jax
import jax.numpy as jnp


@jax.jit
def momentum_scores(inputs):
    growth = jnp.log1p(inputs["counts"]) - jnp.log1p(inputs["prev"])
    return jax.nn.softmax(growth * inputs["weight"] * 3.0)
