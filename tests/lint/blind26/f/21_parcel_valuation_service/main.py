import jax
import jax.numpy as jnp
from assessor import Assessor

assessor = Assessor(mill_rate=18.5, exemption=25_000.0)
key = jax.random.PRNGKey(3)
total = 0.0
for batch in range(6):
    key, k1, k2 = jax.random.split(key, 3)
    land = jax.random.uniform(k1, (64,), minval=50e3, maxval=300e3)
    impr = jax.random.uniform(k2, (64,), minval=100e3, maxval=600e3)
    total += float(assessor.bill(land, impr).sum())
print("levy", round(total))
