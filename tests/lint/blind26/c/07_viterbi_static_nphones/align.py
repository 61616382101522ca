from functools import partial
import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnums=(2,))
def forced_align(log_post, phone_ids, n_phones):
    """Left-to-right Viterbi over the phone sequence of one utterance."""
    emis = log_post[:, phone_ids]  # (T, n_phones)
    neg = -1e9
    init = jnp.full((n_phones,), neg).at[0].set(emis[0, 0])

    def step(delta, e):
        stay = delta
        move = jnp.concatenate([jnp.array([neg]), delta[:-1]])
        best = jnp.maximum(stay, move)
        back = (move > stay).astype(jnp.int32)
        return best + e, back

    delta, backs = jax.lax.scan(step, init, emis[1:])

    def backtrack(state, back):
        prev = state - back[state]
        return prev, state

    _, path = jax.lax.scan(backtrack, jnp.int32(n_phones - 1), backs, reverse=True)
    return jnp.concatenate([path, jnp.array([n_phones - 1])]), delta[-1]
