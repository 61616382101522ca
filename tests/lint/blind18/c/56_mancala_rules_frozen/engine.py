import functools

import jax
import jax.numpy as jnp


@functools.partial(jax.jit, static_argnames=("rules",))
def sow(board, pit, rules):
    """Sow the seeds from `pit` counter-clockwise, skipping the opponent's store."""
    n = rules.board_size
    seeds = board[pit]
    board = board.at[pit].set(0)
    opp_store = n - 1
    steps = jnp.arange(1, 4 * rules.seeds_per_pit + 1)
    cells = (pit + steps) % n
    keep = (cells != opp_store) & (jnp.cumsum(cells != opp_store) <= seeds)
    return board.at[cells].add(keep.astype(board.dtype))
