import numpy as np
import jax
import jax.numpy as jnp
from weights import stored_weights, learned_weights


@jax.jit
def weighted_review_score(competencies, weights):
    return (competencies * weights).sum(-1)


rng = np.random.default_rng(0)
history = rng.uniform(1, 5, size=(200, 4))
for cycle in range(4):
    comps = rng.uniform(1, 5, size=(30, 3)).astype(np.float32)
    w = stored_weights() if cycle < 2 else learned_weights(history)
    print(cycle, np.round(np.asarray(weighted_review_score(comps, w))[:5], 2).tolist())
