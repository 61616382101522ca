import io

import jax
import numpy as np


def save_checkpoint(buffer: io.BytesIO, params, step, lr):
    flat, _ = jax.tree_util.tree_flatten(params)
    arrays = {f"param_{i}": np.asarray(a) for i, a in enumerate(flat)}
    np.savez(buffer, step=step, lr=lr, **arrays)
    buffer.seek(0)


def restore_checkpoint(buffer: io.BytesIO, params_template):
    with np.load(buffer) as ckpt:
        _, treedef = jax.tree_util.tree_flatten(params_template)
        n = treedef.num_leaves
        params = jax.tree_util.tree_unflatten(treedef, [ckpt[f"param_{i}"] for i in range(n)])
        return params, int(ckpt["step"]), ckpt["lr"][()]
