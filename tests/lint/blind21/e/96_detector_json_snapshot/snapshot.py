import json

import jax
import jax.numpy as jnp


def dump_state(state):
    return json.dumps({k: jax.device_get(v).tolist() for k, v in state.items()})


def load_state(blob):
    return {k: jnp.asarray(v) for k, v in json.loads(blob).items()}
