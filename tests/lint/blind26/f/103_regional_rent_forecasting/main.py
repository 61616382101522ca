import jax
import jax.numpy as jnp
from inputs import load_region

@jax.jit
def forecast_rents(inp, horizon_growth):
    trend = jnp.polyfit(jnp.arange(inp.rents.shape[0], dtype=jnp.float32), inp.rents, 1)[0]
    pressure = 1.0 - 10.0 * (inp.vacancy[-6:].mean() - 0.05)
    return inp.rents[-1] + 12 * trend * pressure * horizon_growth

for seed, name in enumerate(["north", "south", "east", "west"]):
    inp = load_region(name, seed)
    print(name, round(float(forecast_rents(inp, 1.0)), 1))
