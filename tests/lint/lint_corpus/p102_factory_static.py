# source: static options returned by a helper as a dict (built in another function)
# jax-raises: ValueError
# lint: JC102@19
import jax
import jax.numpy as jnp


def _apply(x, options):
    return x * options["scale"]


apply = jax.jit(_apply, static_argnames="options")


def default_options(scale=2.0):
    return {"scale": scale}


apply(jnp.ones(3), options=default_options())
