import io

import jax
import jax.numpy as jnp
import numpy as np


def dump_state(state):
    buf = io.BytesIO()
    np.savez(buf, **jax.device_get(state))
    return buf.getvalue()


def load_state(blob):
    with np.load(io.BytesIO(blob)) as data:
        return {k: jnp.asarray(data[k]) for k in data.files}
