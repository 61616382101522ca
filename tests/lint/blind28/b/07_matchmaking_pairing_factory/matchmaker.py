import jax
import jax.numpy as jnp


def make_pairing_fn(skill_weight):
    def pairing_cost(mmr, ping):
        d_mmr = jnp.abs(mmr[:, None] - mmr[None, :])
        d_ping = jnp.abs(ping[:, None] + ping[None, :])
        cost = skill_weight * d_mmr + (1 - skill_weight) * d_ping
        return cost + jnp.eye(mmr.shape[0]) * 1e6
    return jax.jit(pairing_cost)


def greedy_pairs(cost):
    best = jnp.argmin(cost, axis=1)
    return best
