from flax import serialization

def save(params):
    return serialization.to_bytes(params)

def restore(template, blob):
    return serialization.from_bytes(template, blob)
