import functools

import jax


def jitted_metric(**defaults):
    """Decorator binding metric parameters (annualisation, floors) and wrapping it with jax.jit."""
    def wrap(fn):
        compiled = jax.jit(functools.partial(fn, **defaults))

        @functools.wraps(fn)
        def call(*args):
            return compiled(*args)
        return call
    return wrap
