import functools

import jax


def scoped_jit(fn):
    """jit `fn` and wrap its body in a named scope so the profiler shows the phase tag."""

    @functools.partial(jax.jit, static_argnames=("tag",))
    def run(*args, tag):
        with jax.named_scope(tag):
            return fn(*args)

    run.__name__ = fn.__name__
    return run
