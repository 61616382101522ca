import numpy as np


def neighbor_pairs(pos, cutoff):
    d = np.linalg.norm(pos[:, None] - pos[None], axis=-1)
    i, j = np.nonzero((d < cutoff) & (d > 0))
    return np.stack([i, j], 1).astype(np.int32)


def cluster_with_vacancies(n_vac, rng, a=1.0, jitter=0.02):
    grid = np.stack(np.meshgrid(*[np.arange(3)] * 3, indexing="ij"), -1).reshape(-1, 3)
    pos = a * grid + jitter * rng.normal(size=grid.shape)
    vac = rng.choice(len(pos), size=n_vac, replace=False)
    # vacant sites are parked far away so the atom array keeps its size
    pos[vac] = 100.0 + 10.0 * np.arange(n_vac)[:, None]
    return pos.astype(np.float32)


def padded_neighbor_pairs(pos, cutoff, capacity):
    pairs = neighbor_pairs(pos, cutoff)
    if len(pairs) > capacity:
        raise ValueError(f"neighbor list overflow: {len(pairs)} > {capacity}")
    out = np.zeros((capacity, 2), np.int32)
    out[:len(pairs)] = pairs
    mask = np.zeros(capacity, bool)
    mask[:len(pairs)] = True
    return out, mask
