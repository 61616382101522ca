import jax
import jax.numpy as jnp

AGES = jnp.arange(1.0, 16.0)
WAA = 3.0 * (1 - jnp.exp(-0.25 * AGES)) ** 3
SEL = 1 / (1 + jnp.exp(-(AGES - 4.0)))

@jax.jit
def ypr(F, m=0.2):
    z = m + F * SEL
    surv = jnp.concatenate([jnp.ones(1), jnp.cumprod(jnp.exp(-z[:-1]))])
    return jnp.sum(surv * F * SEL / z * (1 - jnp.exp(-z)) * WAA)

def f01(F_grid):
    y = jnp.stack([ypr(F) for F in F_grid])
    slope = jnp.diff(y) / jnp.diff(F_grid)
    return F_grid[jnp.argmin(jnp.abs(slope - 0.1 * slope[0]))]
