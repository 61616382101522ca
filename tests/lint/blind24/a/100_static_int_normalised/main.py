from functools import partial
import jax
import jax.numpy as jnp
from plan import SURVEY, sample_size


@partial(jax.jit, static_argnames=("n_sample",))
def freedom_confidence(prior_free, design_prev, se, n_sample):
    sse = 1.0 - (1.0 - se * design_prev) ** n_sample
    return prior_free / (prior_free + (1 - prior_free) * (1 - sse))


for row in SURVEY:
    conf = freedom_confidence(jnp.float32(0.5), jnp.float32(0.05), jnp.float32(0.9), n_sample=sample_size(row))
    print(f"{row['species']:7s} confidence of freedom from brucellosis {float(conf):.3f}")
