import jax
import jax.numpy as jnp

@jax.jit
def apply_amendments(base_terms, deltas, n_amendments):
    def step(terms, inp):
        i, d = inp
        terms = jnp.where(i < n_amendments, terms + d, terms)
        return terms, jnp.linalg.norm(terms)
    idx = jnp.arange(deltas.shape[0])
    return jax.lax.scan(step, base_terms, (idx, deltas))
