import numpy as np
import jax
import jax.numpy as jnp


@jax.jit
def tally_weights(total, frags, burnt):
    return total + jnp.sum(frags * (1.0 + 0.1 * burnt))


rng = np.random.default_rng(1)
for context in [3012, 3015, 3021]:
    total = jnp.zeros((), jnp.float32)
    for bag in range(4):
        frags = rng.gamma(1.5, 2.0, size=(30,)).astype(np.float32)
        burnt = (rng.uniform(size=30) < 0.2).astype(np.float32)
        total = tally_weights(total, frags, burnt)
    print(context, round(float(total), 1), "g")
