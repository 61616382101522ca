import numpy as np
from flax import struct

NODE_BUDGET = 32


@struct.dataclass
class GraphBatch:
    species: np.ndarray
    pos: np.ndarray
    graph_id: np.ndarray
    targets: np.ndarray
    n_graphs: int = struct.field(pytree_node=False)


def pack(mols):
    """Greedily packs whole molecules into batches under a node budget of NODE_BUDGET."""
    batch = []
    used = 0
    for m in mols:
        if used + len(m["z"]) > NODE_BUDGET:
            yield _to_batch(batch)
            batch, used = [], 0
        batch.append(m)
        used += len(m["z"])
    if batch:
        yield _to_batch(batch)


def _to_batch(mols):
    species = np.zeros(NODE_BUDGET, np.int32)
    pos = np.zeros((NODE_BUDGET, 3), np.float32)
    gid = np.full(NODE_BUDGET, len(mols), np.int32)
    off = 0
    for i, m in enumerate(mols):
        n = len(m["z"])
        species[off:off + n] = m["z"]
        pos[off:off + n] = m["pos"]
        gid[off:off + n] = i
        off += n
    targets = np.array([m["y"] for m in mols], np.float32)
    return GraphBatch(species, pos, gid, targets, n_graphs=len(mols))
