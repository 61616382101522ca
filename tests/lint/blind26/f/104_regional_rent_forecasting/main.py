import jax
import jax.numpy as jnp
from inputs import load_region

@jax.jit
def rent_outlook(inp):
    t = jnp.arange(inp.rents.shape[0], dtype=jnp.float32)
    slope = jnp.sum((t - t.mean()) * (inp.rents - inp.rents.mean())) / jnp.sum((t - t.mean()) ** 2)
    return inp.rents[-1] + 12 * slope * (1.0 - 10.0 * (inp.vacancy[-6:].mean() - 0.05))

regions = {name: load_region(seed) for seed, name in enumerate(["north", "south", "east", "west"])}
for name, inp in regions.items():
    print(name, inp.currency, round(float(rent_outlook(inp)), 1))
