import json

import jax
import jax.numpy as jnp
import numpy as np


def save_json(state):
    leaves, _ = jax.tree_util.tree_flatten(state)
    return json.dumps([np.asarray(l).tolist() for l in leaves])


def load_json(text, like):
    leaves = [jnp.asarray(v) for v in json.loads(text)]
    return jax.tree_util.tree_unflatten(jax.tree_util.tree_structure(like), leaves)
