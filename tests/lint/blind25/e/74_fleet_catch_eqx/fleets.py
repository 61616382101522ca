import equinox as eqx
import jax
import jax.numpy as jnp

class CatchModel(eqx.Module):
    selectivities: list
    effort: jax.Array

@eqx.filter_jit
def total_catch(model, numbers, q):
    F = sum(q * e * s for e, s in zip(model.effort, model.selectivities))
    z = 0.2 + F
    return jnp.sum(numbers * F / z * (1 - jnp.exp(-z)))
