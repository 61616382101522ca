import numpy as np


def uniform_mesh(n_cells, a=0.0, b=1.0):
    return np.linspace(a, b, n_cells + 1, dtype=np.float32)


def equidistribute(nodes, indicator, floor=1e-3):
    """Move the nodes so every cell carries an equal share of the error density."""
    h = np.diff(nodes)
    density = np.maximum(indicator / h, floor)
    cum = np.concatenate([[0.0], np.cumsum(density * h)])
    targets = np.linspace(0.0, cum[-1], len(nodes))
    new_nodes = np.interp(targets, cum, nodes)
    new_nodes[0], new_nodes[-1] = nodes[0], nodes[-1]
    return new_nodes.astype(np.float32)
