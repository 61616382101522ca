import jax
import jax.numpy as jnp
from feed import pages

@jax.jit
def price_summary(prices):
    logp = jnp.log(prices)
    return jnp.exp(jnp.mean(logp)), jnp.std(logp)

for i, page in enumerate(pages()):
    arr = jnp.asarray(page)
    gmean, spread = price_summary(arr)
    print(i, arr.dtype, round(float(gmean)), round(float(spread), 3))
