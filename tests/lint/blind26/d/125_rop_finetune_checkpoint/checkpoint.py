import io

import jax
import jax.numpy as jnp
import numpy as np


def save_npz(params):
    buf = io.BytesIO()
    np.savez(buf, **{k: np.asarray(v, np.float64) for k, v in params.items()})
    return buf.getvalue()


def load_npz(blob):
    with np.load(io.BytesIO(blob)) as f:
        params = {k: f[k] for k in f.files}
    return jax.tree_util.tree_map(lambda a: jnp.asarray(a, jnp.float32), params)
