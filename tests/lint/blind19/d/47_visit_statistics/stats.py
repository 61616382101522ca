import jax.numpy as jnp


def init_visit_counts(n_nodes):
    return jnp.zeros(n_nodes, dtype=jnp.int32)


def update_visit_counts(counts, batch_nodes, decay=0.95):
    hits = jnp.zeros_like(counts).at[batch_nodes].add(1)
    return decay * counts + hits
