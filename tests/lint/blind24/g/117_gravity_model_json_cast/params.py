import json

import jax
import jax.numpy as jnp

DEFAULT = '{"alpha": 1.0, "beta": 0.08, "gamma": 1.0}'


def load_theta(text=DEFAULT):
    raw = json.loads(text)
    return jax.tree.map(lambda v: jnp.asarray(v, jnp.float32), raw)
