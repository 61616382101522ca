import numpy as np


def padded_molecule_batch(rng, n_graphs=8, nodes_per_graph=10, edges_per_graph=20):
    n = n_graphs * nodes_per_graph
    x = rng.normal(size=(n, 5)).astype(np.float32)
    offs = np.repeat(np.arange(n_graphs) * nodes_per_graph, edges_per_graph)
    s = (rng.integers(0, nodes_per_graph, n_graphs * edges_per_graph) + offs).astype(np.int32)
    r = (rng.integers(0, nodes_per_graph, n_graphs * edges_per_graph) + offs).astype(np.int32)
    gid = np.repeat(np.arange(n_graphs), nodes_per_graph).astype(np.int32)
    y = rng.integers(0, 2, n_graphs).astype(np.int32)
    return x, s, r, gid, y
