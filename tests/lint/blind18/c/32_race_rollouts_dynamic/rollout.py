import functools

import jax
import jax.numpy as jnp

TARGET = 21


@functools.partial(jax.jit, static_argnames=("num_rollouts",))
def rollout_win_rate(key, total, horizon, num_rollouts=256):
    """Estimate the win probability of the player to move by random playouts."""
    def one(k):
        def body(i, carry):
            total, winner, k = carry
            k, sub = jax.random.split(k)
            step = jax.random.randint(sub, (), 1, 4)
            new_total = total + step
            finished = (winner < 0) & (new_total >= TARGET)
            winner = jnp.where(finished, i % 2, winner)
            return jnp.where(winner < 0, new_total, total), winner, k
        _, winner, _ = jax.lax.fori_loop(0, horizon, body, (total, jnp.int32(-1), k))
        return winner == 0
    wins = jax.vmap(one)(jax.random.split(key, num_rollouts))
    return wins.mean()
