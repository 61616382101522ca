import numpy as np
import jax
import jax.numpy as jnp

from weights import from_config, from_expert


@jax.jit
def seriation_score(order_matrix, w):
    # incidence of pottery types per assemblage, in the proposed order
    m = w["form"] * order_matrix[0] + w["decoration"] * order_matrix[1] + w["fabric"] * order_matrix[2]
    diffs = jnp.abs(jnp.diff(m, axis=0))
    return diffs.sum()


rng = np.random.default_rng(2)
incidence = jnp.asarray(rng.uniform(size=(3, 12, 8)).astype(np.float32))
sources = [from_config()] + [from_expert(rng) for _ in range(4)]
for i, w in enumerate(sources):
    print(i, list(w), float(seriation_score(incidence, w)))
