import jax
import jax.numpy as jnp
import numpy as np
from cleaning import drop_outliers

@jax.jit
def ratio_statistics(price, assessed):
    r = assessed / price
    med = jnp.median(r)
    cod = 100.0 * jnp.mean(jnp.abs(r - med)) / med
    prd = jnp.mean(r) / (jnp.sum(assessed) / jnp.sum(price))
    return med, cod, prd

rng = np.random.default_rng(0)
for quarter in range(5):
    sqft = rng.uniform(800, 3500, 150).astype(np.float32)
    price = (sqft * rng.lognormal(5.3, 0.25, 150)).astype(np.float32)
    assessed = (price * rng.normal(0.9, 0.07, 150)).astype(np.float32)
    p, a = drop_outliers(price, sqft, assessed)
    med, cod, prd = ratio_statistics(p, a)
    print(quarter, len(p), round(float(med), 3), round(float(cod), 2), round(float(prd), 3))
