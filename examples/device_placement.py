"""Pitfall: an input committed to another device than the first call's."""

import os

# Two CPU devices, set before JAX's backend starts (jaxcheck imports this module first).
os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=2")

import jax  # noqa: E402
import jax.numpy as jnp  # noqa: E402


@jax.jit
def total(x):
    return jnp.sum(x * x)


def main():
    x = jnp.arange(4.0)
    total(x)
    devices = jax.devices()
    if len(devices) > 1:
        total(jax.device_put(x, devices[1]))  # committed to device 1: compiles for it
    else:
        total(jax.device_put(x, devices[0]))  # committed: compiles apart from uncommitted
