import jax
import jax.numpy as jnp
import numpy as np
from graph import build_citations
from gnn import aggregate_cited

cites = build_citations()
feats = jax.random.normal(jax.random.PRNGKey(0), (60, 16))
Ws = jax.random.normal(jax.random.PRNGKey(1), (16, 16)) * 0.2
Wn = jax.random.normal(jax.random.PRNGKey(2), (16, 16)) * 0.2
new = [aggregate_cited(feats, c, jnp.asarray(cites[c]), Ws, Wn) for c in range(20)]
print(jnp.stack(new).shape)
