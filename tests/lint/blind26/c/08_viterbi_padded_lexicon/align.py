import jax
import jax.numpy as jnp

MAX_PHONES = 8
NEG = -1e9


@jax.jit
def align_padded(log_post, phone_ids, n_valid):
    emis = log_post[:, phone_ids]
    valid = jnp.arange(MAX_PHONES) < n_valid
    emis = jnp.where(valid[None, :], emis, NEG)
    init = jnp.full((MAX_PHONES,), NEG).at[0].set(emis[0, 0])

    def step(delta, e):
        move = jnp.concatenate([jnp.array([NEG]), delta[:-1]])
        back = (move > delta).astype(jnp.int32)
        return jnp.maximum(delta, move) + e, back

    delta, backs = jax.lax.scan(step, init, emis[1:])
    last = n_valid - 1

    def backtrack(state, back):
        return state - back[state], state

    _, path = jax.lax.scan(backtrack, last, backs, reverse=True)
    return jnp.concatenate([path, last[None]]), delta[last]
