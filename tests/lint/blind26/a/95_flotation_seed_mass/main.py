import jax
import jax.numpy as jnp

from sieving import flotation_samples


@jax.jit
def accumulate_mass(total, grains):
    return total + jnp.sum(jnp.where(grains > 0.005, grains, 0.0))


total = 0.0
for sample_id, grains in flotation_samples():
    total = accumulate_mass(total, grains)
print("charred seed mass (g):", round(float(total), 4))
