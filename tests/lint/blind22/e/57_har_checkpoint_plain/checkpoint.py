import flax
from flax import serialization


def save(params):
    return serialization.to_bytes(params)


def restore(template, blob):
    params = serialization.from_bytes(template, blob)
    # training code works on plain dicts throughout
    return flax.core.unfreeze(params)
