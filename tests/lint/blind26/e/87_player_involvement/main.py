import jax
import jax.numpy as jnp
import numpy as np

from exports import from_provider_a, from_provider_b

WEIGHTS = jnp.array([0.02, 0.3, 0.5, 0.15])


@jax.jit
def player_involvement(counts):
    per_player = counts.astype(jnp.float32) @ WEIGHTS
    return per_player / jnp.max(per_player)


rng = np.random.default_rng(46)
for match in range(6):
    counts = from_provider_a(rng) if match % 2 == 0 else from_provider_b(rng)
    s = player_involvement(counts)
    print("match", match, counts.dtype, "most involved player", int(jnp.argmax(s)))
