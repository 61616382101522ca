import flax
from flax import serialization


def save(params):
    return serialization.to_bytes(params)


def restore(template, blob):
    params = serialization.from_bytes(template, blob)
    # keep restored weights immutable so callbacks can't edit them by accident
    return flax.core.freeze(params)
