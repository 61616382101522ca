import numpy as np
import jax
import jax.numpy as jnp

from settings import cutoffs_for, OVERRIDES


@jax.jit
def bcs_categories(bcs, cutoffs):
    thin, ideal, fat = cutoffs
    return jnp.stack([jnp.sum(bcs < thin), jnp.sum((bcs >= thin) & (bcs < fat)), jnp.sum(bcs >= fat)])


rng = np.random.default_rng(125)
for farm in ["Lowfield", "Highfield", "Brookside", "Highfield"]:
    bcs = np.clip(rng.normal(3.1, 0.45, size=90), 1, 5).astype(np.float32)
    counts = bcs_categories(bcs, cutoffs_for(farm, OVERRIDES))
    print(farm, "thin/ok/fat:", counts.tolist())
