import functools

import jax


def configurable(fn):
    @functools.wraps(fn)
    def wrapper(*args, config):
        bound = functools.partial(fn, **config)
        return jax.jit(bound)(*args)

    return wrapper
