from functools import partial
import jax
import jax.numpy as jnp
from cities import CITY_ZONING, parcels_for

@partial(jax.jit, static_argnums=2)
def zone_logits(W, feats, n_zones):
    logits = feats @ W[:, :n_zones]
    return jax.nn.softmax(logits, axis=-1).mean(axis=0)

W = jax.random.normal(jax.random.PRNGKey(0), (6, 8)) * 0.3
for rep in range(2):
    for city, codes in CITY_ZONING.items():
        shares = zone_logits(W, parcels_for(city), len(codes))
        print(rep, city, dict(zip(codes, [round(float(s), 3) for s in shares])))
