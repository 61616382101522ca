import jax


def drop_edge_weights(key, num_edges, p=0.2):
    return (jax.random.uniform(key, (num_edges,)) >= p).astype("float32")
