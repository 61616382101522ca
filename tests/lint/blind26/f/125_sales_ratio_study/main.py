import jax
import jax.numpy as jnp
import numpy as np

@jax.jit
def weighted_ratio_stats(price, sqft, assessed):
    ppsf = price / sqft
    keep = (jnp.abs(ppsf - ppsf.mean()) < 2.0 * ppsf.std()).astype(jnp.float32)
    r = assessed / price
    mean_r = jnp.sum(keep * r) / keep.sum()
    dev = jnp.sum(keep * jnp.abs(r - mean_r)) / keep.sum()
    return mean_r, 100.0 * dev / mean_r, keep.sum()

def quarter_sales(rng, n=150):
    sqft = rng.uniform(800, 3500, n).astype(np.float32)
    price = (sqft * rng.lognormal(5.3, 0.25, n)).astype(np.float32)
    return price, sqft, (price * rng.normal(0.9, 0.07, n)).astype(np.float32)

rng = np.random.default_rng(0)
for quarter in range(5):
    m, cod, kept = weighted_ratio_stats(*quarter_sales(rng))
    print(quarter, int(kept), round(float(m), 3), round(float(cod), 2))
