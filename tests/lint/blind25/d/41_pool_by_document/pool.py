from functools import partial
import jax
import jax.numpy as jnp

MAX_DOCS = 8

@partial(jax.jit, static_argnames=("num_docs",))
def pool_by_document(par_vecs, doc_ids, num_docs=MAX_DOCS):
    sums = jax.ops.segment_sum(par_vecs, doc_ids, num_segments=num_docs)
    counts = jax.ops.segment_sum(jnp.ones(par_vecs.shape[0]), doc_ids, num_segments=num_docs)
    return sums / jnp.maximum(counts, 1.0)[:, None], counts > 0
