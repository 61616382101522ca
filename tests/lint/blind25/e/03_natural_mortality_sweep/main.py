import jax
import jax.numpy as jnp

N_AGES = 10
weights = jnp.linspace(0.05, 3.0, N_AGES)
selectivity = 1.0 / (1.0 + jnp.exp(-(jnp.arange(N_AGES) - 3.0)))

@jax.jit
def project_biomass(n0, M, F, years=25):
    def step(n, _):
        z = M + F * selectivity
        survivors = n * jnp.exp(-z)
        new = jnp.concatenate([jnp.array([1000.0]), survivors[:-1]])
        new = new.at[-1].add(survivors[-1])
        return new, jnp.sum(new * weights)
    _, biomass = jax.lax.scan(step, n0, None, length=25)
    return biomass

n0 = 1000.0 * jnp.exp(-0.4 * jnp.arange(N_AGES))
M_grid = [0, 0.1, 0.2, 0.3, 0.4]
for M in M_grid:
    b = project_biomass(n0, M, 0.25)
    print(f"M={M}: terminal biomass {float(b[-1]):.1f}")
