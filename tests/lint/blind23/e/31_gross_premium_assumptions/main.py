import jax
import jax.numpy as jnp

from assumptions import assumptions_for
from pricing import gross_premium

key = jax.random.PRNGKey(0)
for segment in ["private_car", "van", "motorcycle", "private_car"]:
    key, sub = jax.random.split(key)
    risk = jnp.exp(6.0 + 0.4 * jax.random.normal(sub, (250,)))
    prem = gross_premium(risk, assumptions_for(segment))
    print(f"{segment}: mean gross premium {float(prem.mean()):.2f}")
