import functools

import jax


def jitted_metric(**defaults):
    """Decorator binding metric parameters (annualisation, floors) and wrapping it with jax.jit."""
    def wrap(fn):
        @functools.wraps(fn)
        def call(*args):
            return jax.jit(functools.partial(fn, **defaults))(*args)
        return call
    return wrap
