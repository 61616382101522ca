import jax
import jax.numpy as jnp
import numpy as np

from stream import chunked, read_log_file

CHUNK = 8
centroids = jax.random.normal(jax.random.PRNGKey(0), (4, 6))


@jax.jit
def assign(records):
    d = ((records[:, None, :] - centroids[None]) ** 2).sum(-1)
    return jnp.argmin(d, axis=-1)


rng = np.random.default_rng(13)
counts = np.zeros(4, dtype=int)
for n_records in (19, 21, 22, 17, 20):
    for block, n_valid in chunked(read_log_file(rng, n_records), CHUNK):
        counts += np.bincount(np.asarray(assign(block))[:n_valid], minlength=4)

print(counts)
