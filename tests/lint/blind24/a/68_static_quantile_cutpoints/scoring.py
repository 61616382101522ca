from functools import partial
import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("edges",))
def fec_risk_classes(epg, edges):
    # faecal egg counts grouped into risk classes for targeted selective anthelmintic treatment
    bins = jnp.searchsorted(jnp.array(edges), epg)
    return jnp.bincount(bins, length=len(edges) + 1), bins
