import jax
import jax.numpy as jnp
import numpy as np

from exports import load_counts

WEIGHTS = jnp.array([0.02, 0.3, 0.5, 0.15])


@jax.jit
def involvement_score(counts):
    c = counts.astype(jnp.float32)
    per_player = c @ WEIGHTS
    return per_player / jnp.max(per_player)


rng = np.random.default_rng(46)
for match in range(6):
    s = involvement_score(load_counts(match, rng))
    print("match", match, "most involved player", int(jnp.argmax(s)))
