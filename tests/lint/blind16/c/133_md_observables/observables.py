import functools

import jax
import jax.numpy as jnp


def kinetic(pos, vel):
    return 0.5 * jnp.sum(vel**2)


def radius_of_gyration(pos, vel):
    c = pos - pos.mean(0)
    return jnp.sqrt(jnp.mean(jnp.sum(c**2, -1)))


def momentum(pos, vel):
    return jnp.linalg.norm(vel.sum(0))


REGISTRY = {"kinetic": kinetic, "rg": radius_of_gyration, "momentum": momentum}


@functools.partial(jax.jit, static_argnames=("names",))
def measure(pos, vel, names):
    return {n: REGISTRY[n](pos, vel) for n in names}
