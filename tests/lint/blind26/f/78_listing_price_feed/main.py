import jax
import jax.numpy as jnp
from feed import PAGES, parse_page

@jax.jit
def page_price_stats(prices):
    logp = jnp.log(prices)
    return jnp.exp(jnp.mean(logp)), jnp.max(prices) / jnp.min(prices)

for i, raw in enumerate(PAGES):
    gmean, ratio = page_price_stats(parse_page(raw))
    print(i, round(float(gmean)), round(float(ratio), 3))
