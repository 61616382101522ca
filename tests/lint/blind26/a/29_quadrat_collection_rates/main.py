import numpy as np
import jax
import jax.numpy as jnp


@jax.jit
def quadrat_rate(counts, walkers, minutes):
    effort = walkers * minutes
    return counts.sum(-1) / effort


rng = np.random.default_rng(10)
quadrats = [(q, int(rng.integers(2, 7)), 20) for q in range(8)]
for q, walkers, minutes in quadrats:
    counts = jnp.asarray(rng.poisson(3, size=(3,)).astype(np.float32))
    print(f"Q{q}: {walkers} walkers -> {float(quadrat_rate(counts, walkers, minutes)):.3f} finds/person-min")
