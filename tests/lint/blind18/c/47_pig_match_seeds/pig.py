import jax
import jax.numpy as jnp

GOAL = 50


@jax.jit
def simulate_match(hold_a, hold_b, key):
    """Two threshold players play Pig for 200 rolls; returns A's score lead."""
    def roll(i, carry):
        scores, turn_total, player, key = carry
        key, sub = jax.random.split(key)
        die = jax.random.randint(sub, (), 1, 7)
        threshold = jnp.where(player == 0, hold_a, hold_b)
        bust = die == 1
        turn_total = jnp.where(bust, 0, turn_total + die)
        hold = turn_total >= threshold
        scores = scores.at[player].add(jnp.where(hold, turn_total, 0))
        switch = bust | hold
        turn_total = jnp.where(hold, 0, turn_total)
        player = jnp.where(switch, 1 - player, player)
        return scores, turn_total, player, key
    init = (jnp.zeros(2, jnp.int32), jnp.int32(0), jnp.int32(0), key)
    scores, _, _, _ = jax.lax.fori_loop(0, 200, roll, init)
    return scores[0] - scores[1]
