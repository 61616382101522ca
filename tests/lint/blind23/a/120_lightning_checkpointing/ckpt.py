from flax import serialization


def save(state):
    return serialization.to_bytes(state)


def restore(template, blob):
    return serialization.from_bytes(template, blob)
