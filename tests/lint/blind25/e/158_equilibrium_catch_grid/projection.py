import equinox as eqx
import jax.numpy as jnp

@eqx.filter_jit
def equilibrium_catch(numbers0, weights, sel, F):
    z = 0.2 + F * sel
    surv = jnp.concatenate([jnp.ones(1), jnp.cumprod(jnp.exp(-z[:-1]))])
    n = numbers0[0] * surv
    return jnp.sum(n * F * sel / z * (1 - jnp.exp(-z)) * weights)
