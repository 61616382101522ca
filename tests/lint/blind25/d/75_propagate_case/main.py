import jax
import jax.numpy as jnp
from graph import citation_table
from gnn import propagate_case

idx, mask = citation_table()
feats = jax.random.normal(jax.random.PRNGKey(0), (60, 16))
Ws = jax.random.normal(jax.random.PRNGKey(1), (16, 16)) * 0.2
Wn = jax.random.normal(jax.random.PRNGKey(2), (16, 16)) * 0.2
new = [propagate_case(feats, c, idx[c], mask[c], Ws, Wn) for c in range(20)]
print(jnp.stack(new).shape)
