import numpy as np

MAX_NODES = 64
MAX_EDGES = 160


def random_molecule(rng, n_atom_types=8):
    n = int(rng.integers(5, 15))
    atoms = rng.integers(0, n_atom_types, size=n)
    src = np.arange(n)
    dst = (src + 1) % n
    extra = rng.integers(0, n, size=(2, n // 3))
    senders = np.concatenate([src, dst, extra[0]])
    receivers = np.concatenate([dst, src, extra[1]])
    y = float(atoms.sum()) / n
    return atoms, senders, receivers, y


def collate(mols, n_atom_types=8):
    """Pack molecules into fixed-size arrays; padding nodes go to an extra dummy graph."""
    x = np.zeros((MAX_NODES, n_atom_types), np.float32)
    senders = np.full(MAX_EDGES, MAX_NODES - 1, np.int32)
    receivers = np.full(MAX_EDGES, MAX_NODES - 1, np.int32)
    graph_id = np.full(MAX_NODES, len(mols), np.int32)
    ys = np.zeros(len(mols), np.float32)
    n_off = e_off = 0
    for g, (atoms, s, r, y) in enumerate(mols):
        n, e = len(atoms), len(s)
        x[n_off:n_off + n] = np.eye(n_atom_types, dtype=np.float32)[atoms]
        senders[e_off:e_off + e] = s + n_off
        receivers[e_off:e_off + e] = r + n_off
        graph_id[n_off:n_off + n] = g
        ys[g] = y
        n_off += n
        e_off += e
    assert n_off < MAX_NODES and e_off <= MAX_EDGES
    return {"x": x, "senders": senders, "receivers": receivers,
            "graph_id": graph_id, "y": ys}


def loader(seed, n_batches, graphs_per_batch=4):
    rng = np.random.default_rng(seed)
    for _ in range(n_batches):
        yield collate([random_molecule(rng) for _ in range(graphs_per_batch)])
