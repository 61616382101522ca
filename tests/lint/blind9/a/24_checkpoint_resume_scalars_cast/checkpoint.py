import io

import jax
import numpy as np


class InMemoryCheckpointer:
    """Keeps the latest checkpoint as an .npz blob (what would be uploaded to the bucket)."""

    def __init__(self):
        self._blob = None

    def save(self, state, step, hparams):
        leaves, _ = jax.tree_util.tree_flatten(state)
        buf = io.BytesIO()
        np.savez(buf, step=step, **{f"hp_{k}": v for k, v in hparams.items()},
                 **{f"leaf_{i}": np.asarray(x) for i, x in enumerate(leaves)})
        self._blob = buf.getvalue()

    def restore(self, state_template):
        with np.load(io.BytesIO(self._blob)) as ckpt:
            leaves, treedef = jax.tree_util.tree_flatten(state_template)
            state = jax.tree_util.tree_unflatten(
                treedef, [ckpt[f"leaf_{i}"] for i in range(len(leaves))])
            hparams = {k[3:]: float(ckpt[k]) for k in ckpt.files if k.startswith("hp_")}
            return state, int(ckpt["step"]), hparams
