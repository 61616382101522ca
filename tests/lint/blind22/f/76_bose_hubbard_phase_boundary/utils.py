import functools

import jax


def configurable(fn):
    jitted = jax.jit(fn)

    @functools.wraps(fn)
    def wrapper(*args, config):
        return jitted(*args, **config)

    return wrapper
