from flax import serialization
from flax.core import freeze

def save(params):
    return serialization.to_bytes(params)

def restore(template, blob):
    return freeze(serialization.from_bytes(template, blob))
