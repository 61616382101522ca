import equinox as eqx
import jax
import jax.numpy as jnp

FLEETS = ("trawl", "longline", "gillnet")

class StackedCatchModel(eqx.Module):
    selectivity: jax.Array
    effort: jax.Array

@eqx.filter_jit
def fleet_catch(model, numbers, q):
    F = jnp.sum(q * model.effort[:, None] * model.selectivity, axis=0)
    z = 0.2 + F
    return jnp.sum(numbers * F / z * (1 - jnp.exp(-z)))
