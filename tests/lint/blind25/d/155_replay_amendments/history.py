from functools import partial
import jax
import jax.numpy as jnp

@partial(jax.jit, static_argnames=("n_amendments",))
def replay_amendments(base_terms, deltas, n_amendments):
    def apply(terms, d):
        terms = terms + d
        return terms, jnp.linalg.norm(terms)
    return jax.lax.scan(apply, base_terms, deltas[:n_amendments])
