import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def topple(grid, n_rounds=96):
    """Parallel toppling rounds of the Abelian sandpile (threshold 4)."""
    def body(_, g):
        spill = (g >= 4).astype(g.dtype)
        g = g - 4 * spill
        g = g + jnp.pad(spill[1:, :], ((0, 1), (0, 0))) + jnp.pad(spill[:-1, :], ((1, 0), (0, 0)))
        g = g + jnp.pad(spill[:, 1:], ((0, 0), (0, 1))) + jnp.pad(spill[:, :-1], ((0, 0), (1, 0)))
        return g
    return jax.lax.fori_loop(0, n_rounds, body, grid)


def touches_border(grid, margin=2):
    g = np.asarray(grid)
    return bool(g[:margin].any() or g[-margin:].any() or g[:, :margin].any() or g[:, -margin:].any())


def grow(grid, pad=4):
    return jnp.pad(grid, pad)
