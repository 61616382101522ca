import numpy as np


def random_molecule(rng, n_atom_types=8):
    n = int(rng.integers(5, 15))
    atoms = rng.integers(0, n_atom_types, size=n)
    # ring-ish backbone plus a few random bonds
    src = np.arange(n)
    dst = (src + 1) % n
    extra = rng.integers(0, n, size=(2, n // 3))
    senders = np.concatenate([src, dst, extra[0]])
    receivers = np.concatenate([dst, src, extra[1]])
    y = float(atoms.sum()) / n
    return atoms, senders, receivers, y


def collate(mols, n_atom_types=8):
    feats, snd, rcv, gid, ys = [], [], [], [], []
    offset = 0
    for g, (atoms, s, r, y) in enumerate(mols):
        feats.append(np.eye(n_atom_types, dtype=np.float32)[atoms])
        snd.append(s + offset)
        rcv.append(r + offset)
        gid.append(np.full(len(atoms), g))
        ys.append(y)
        offset += len(atoms)
    return {
        "x": np.concatenate(feats),
        "senders": np.concatenate(snd).astype(np.int32),
        "receivers": np.concatenate(rcv).astype(np.int32),
        "graph_id": np.concatenate(gid).astype(np.int32),
        "y": np.asarray(ys, np.float32),
    }


def loader(seed, n_batches, graphs_per_batch=4):
    rng = np.random.default_rng(seed)
    for _ in range(n_batches):
        yield collate([random_molecule(rng) for _ in range(graphs_per_batch)])
