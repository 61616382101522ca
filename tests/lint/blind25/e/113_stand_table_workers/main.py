import numpy as np
import jax
import jax.numpy as jnp
from chunks import plot_chunks

BIN_EDGES = jnp.arange(5.0, 65.0, 5.0)

@jax.jit
def stand_table(dbh_plots):
    counts = jax.vmap(lambda d: jnp.histogram(d, bins=BIN_EDGES)[0])(dbh_plots)
    return counts.sum(axis=0)

rng = np.random.default_rng(85)
dbh = rng.uniform(5, 60, (103, 20)).astype(np.float32)
total = jnp.zeros(BIN_EDGES.shape[0] - 1, dtype=jnp.int32)
for chunk in plot_chunks(dbh):
    total = total + stand_table(chunk)
print(np.asarray(total))
