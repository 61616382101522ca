import numpy as np


def floe_sizes(image_id, n=None):
    rng = np.random.default_rng(image_id)
    n = n or int(rng.integers(300, 2000))
    # Pareto-distributed floe diameters (m), as in Stern et al. (2018)
    return (20.0 * (1 + rng.pareto(1.6, n))).astype(np.float32)


def log_histogram(diam):
    edges = np.histogram_bin_edges(np.log10(diam), bins="auto")
    counts, _ = np.histogram(np.log10(diam), bins=edges)
    centres = 0.5 * (edges[1:] + edges[:-1])
    return centres.astype(np.float32), counts.astype(np.float32)
