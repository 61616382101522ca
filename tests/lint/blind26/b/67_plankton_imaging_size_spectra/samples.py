import numpy as np

EDGES = np.logspace(-1, 2, 25)


def uvp_cast(k, rng):
    """Particle size distribution from an Underwater Vision Profiler cast, binned in log size."""
    sizes = rng.pareto(1.0 + 0.1 * k, 4000) * 0.1 + 0.1
    counts, _ = np.histogram(sizes, EDGES)
    mid = np.sqrt(EDGES[1:] * EDGES[:-1])
    nbss = counts / np.diff(EDGES) + 1e-3
    volume_sampled = rng.uniform(0.5, 1.5) if k % 2 else None
    return np.log10(mid).astype(np.float32), np.log10(nbss).astype(np.float32), counts, volume_sampled
