import jax
import jax.numpy as jnp

from evaluation import reference_climate
from generator import simulate_season

params = {"p01": jnp.float32(0.25), "p11": jnp.float32(0.6), "shape": jnp.float32(0.8), "scale": jnp.float32(6.0)}

key = jax.random.key(0)
for member in range(4):
    key, sub = jax.random.split(key)
    rain = simulate_season(sub, params)
    print(member, float(rain.sum()), int((rain > 0).sum()))

print("reference seasonal total", reference_climate(params))
