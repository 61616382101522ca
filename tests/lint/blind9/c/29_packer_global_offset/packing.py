import jax
import jax.numpy as jnp
import numpy as np

ROW_LEN = 64


@jax.jit
def assign_positions(segment_ids, offset):
    """Per-token position inside its document plus a global token index."""
    n = segment_ids.shape[0]
    starts = jnp.concatenate([jnp.array([True]), segment_ids[1:] != segment_ids[:-1]])
    idx = jnp.arange(n)
    seg_start = jax.lax.cummax(jnp.where(starts, idx, 0))
    local_pos = idx - seg_start
    global_idx = offset + idx
    return local_pos, global_idx, offset + n


def pack_row(docs):
    seg = np.full(ROW_LEN, -1, np.int32)
    toks = np.zeros(ROW_LEN, np.int32)
    pos = 0
    for d, doc in enumerate(docs):
        take = min(len(doc), ROW_LEN - pos)
        seg[pos:pos + take] = d
        toks[pos:pos + take] = doc[:take]
        pos += take
        if pos == ROW_LEN:
            break
    return toks, seg
