import numpy as np
from flax import struct

NODE_BUDGET = 32
MAX_GRAPHS = NODE_BUDGET // 3  # molecules have at least 3 atoms


@struct.dataclass
class GraphBatch:
    species: np.ndarray
    pos: np.ndarray
    graph_id: np.ndarray
    targets: np.ndarray
    graph_mask: np.ndarray
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
    gid = np.full(NODE_BUDGET, MAX_GRAPHS, np.int32)
    off = 0
    for i, m in enumerate(mols):
        n = len(m["z"])
        species[off:off + n] = m["z"]
        pos[off:off + n] = m["pos"]
        gid[off:off + n] = i
        off += n
    targets = np.zeros(MAX_GRAPHS, np.float32)
    targets[:len(mols)] = [m["y"] for m in mols]
    mask = np.zeros(MAX_GRAPHS, np.float32)
    mask[:len(mols)] = 1.0
    return GraphBatch(species, pos, gid, targets, mask, n_graphs=MAX_GRAPHS)
