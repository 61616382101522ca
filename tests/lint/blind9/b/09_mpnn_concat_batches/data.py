import numpy as np


def random_molecule(rng, min_atoms=4, max_atoms=14):
    n = int(rng.integers(min_atoms, max_atoms + 1))
    species = rng.integers(0, 5, n)
    pos = rng.normal(scale=1.5, size=(n, 3))
    d = np.linalg.norm(pos[:, None] - pos[None], axis=-1)
    senders, receivers = np.nonzero((d < 1.8) & (d > 0))
    energy = float(np.sum(species) * -0.3 + 0.05 * len(senders))
    return {"species": species, "senders": senders, "receivers": receivers, "energy": energy}


def collate(mols):
    """Concatenate molecules into one disjoint graph."""
    offsets = np.cumsum([0] + [len(m["species"]) for m in mols[:-1]])
    species = np.concatenate([m["species"] for m in mols]).astype(np.int32)
    senders = np.concatenate([m["senders"] + o for m, o in zip(mols, offsets)]).astype(np.int32)
    receivers = np.concatenate([m["receivers"] + o for m, o in zip(mols, offsets)]).astype(np.int32)
    graph_index = np.concatenate([np.full(len(m["species"]), i) for i, m in enumerate(mols)]).astype(np.int32)
    energy = np.array([m["energy"] for m in mols], np.float32)
    return species, senders, receivers, graph_index, energy


def batches(dataset, batch_size):
    for i in range(0, len(dataset) - batch_size + 1, batch_size):
        yield collate(dataset[i:i + batch_size])
