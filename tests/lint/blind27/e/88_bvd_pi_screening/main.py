import numpy as np
import jax
import jax.numpy as jnp

from calibrate import youden_cutoff


@jax.jit
def flag_bvd_pi(scores, cutoff):
    # persistently infected calves from ear-notch antigen ELISA scores
    flagged = scores >= cutoff
    return flagged, flagged.mean()


rng = np.random.default_rng(88)
for batch in range(5):
    scores = rng.beta(1, 6, size=100).astype(np.float32)
    labels = rng.uniform(size=100) < (0.02 + 0.05 * batch)
    scores[labels] = rng.beta(6, 2, size=labels.sum())
    cutoff = youden_cutoff(scores, labels)
    flagged, frac = flag_bvd_pi(scores, cutoff)
    print(f"batch {batch}: positives {int(labels.sum())}, flagged fraction {float(frac):.3f}")
