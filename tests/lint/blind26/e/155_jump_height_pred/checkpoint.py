import pickle

import jax


def save(params):
    return pickle.dumps(jax.device_get(params))


def restore(blob):
    return pickle.loads(blob)
