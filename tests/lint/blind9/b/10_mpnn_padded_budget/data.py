import numpy as np

MAX_NODES = 64
MAX_EDGES = 160


def random_molecule(rng, min_atoms=4, max_atoms=14):
    n = int(rng.integers(min_atoms, max_atoms + 1))
    species = rng.integers(0, 5, n)
    pos = rng.normal(scale=1.5, size=(n, 3))
    d = np.linalg.norm(pos[:, None] - pos[None], axis=-1)
    senders, receivers = np.nonzero((d < 1.8) & (d > 0))
    energy = float(np.sum(species) * -0.3 + 0.05 * len(senders))
    return {"species": species, "senders": senders, "receivers": receivers, "energy": energy}


def _pad_to(x, size, fill):
    out = np.full((size,) + x.shape[1:], fill, dtype=x.dtype)
    out[: len(x)] = x
    return out


def collate_padded(mols, max_nodes=MAX_NODES, max_edges=MAX_EDGES):
    """Concatenate molecules and pad to a fixed budget; padding belongs to an extra dummy graph."""
    n_graphs = len(mols)
    offsets = np.cumsum([0] + [len(m["species"]) for m in mols[:-1]])
    species = np.concatenate([m["species"] for m in mols]).astype(np.int32)
    senders = np.concatenate([m["senders"] + o for m, o in zip(mols, offsets)]).astype(np.int32)
    receivers = np.concatenate([m["receivers"] + o for m, o in zip(mols, offsets)]).astype(np.int32)
    graph_index = np.concatenate([np.full(len(m["species"]), i) for i, m in enumerate(mols)]).astype(np.int32)
    if len(species) >= max_nodes or len(senders) > max_edges:
        raise ValueError("batch exceeds padding budget")
    pad_node = len(species)
    species = _pad_to(species, max_nodes, 0)
    senders = _pad_to(senders, max_edges, pad_node)
    receivers = _pad_to(receivers, max_edges, pad_node)
    graph_index = _pad_to(graph_index, max_nodes, n_graphs)
    energy = np.array([m["energy"] for m in mols] + [0.0], np.float32)
    graph_mask = np.array([1.0] * n_graphs + [0.0], np.float32)
    return species, senders, receivers, graph_index, energy, graph_mask


def batches(dataset, batch_size):
    for i in range(0, len(dataset) - batch_size + 1, batch_size):
        yield collate_padded(dataset[i:i + batch_size])
