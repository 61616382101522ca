from functools import partial

import jax
import jax.numpy as jnp

PARIS_C = 3.0e-12   # m/cycle, MPa sqrt(m)
PARIS_M = 3.0
GEOM_Y = 1.12


@partial(jax.jit, static_argnums=(2,))
def grow_crack(a0, delta_sigma, n_blocks, cycles_per_block):
    def body(i, a):
        dK = GEOM_Y * delta_sigma * jnp.sqrt(jnp.pi * a)
        return a + cycles_per_block * PARIS_C * dK ** PARIS_M

    return jax.lax.fori_loop(0, n_blocks, body, a0)


class CrackGrowthModel:
    def __init__(self, a0, delta_sigma, cycles_per_block=2.0e4):
        self.a = jnp.asarray(a0, dtype=jnp.float32)
        self.delta_sigma = jnp.asarray(delta_sigma, dtype=jnp.float32)
        self.cycles_per_block = cycles_per_block

    def advance(self, months):
        self.a = grow_crack(self.a, self.delta_sigma, months, self.cycles_per_block)
        return self.a
