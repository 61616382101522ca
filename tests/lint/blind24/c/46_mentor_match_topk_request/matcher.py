from functools import partial
import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames="k")
def suggest_mentors(mentee_vecs, mentor_vecs, capacity, k):
    sims = mentee_vecs @ mentor_vecs.T
    sims = jnp.where(capacity[None, :] > 0, sims, -jnp.inf)
    return jax.lax.top_k(sims, k)
