import jax
import jax.numpy as jnp


@jax.jit
def viterbi(emissions, transitions):
    """emissions: [T, K]; returns best tag path [T]."""
    def forward(score, emit):
        cand = score[:, None] + transitions + emit[None, :]
        return cand.max(axis=0), cand.argmax(axis=0)

    last, backptrs = jax.lax.scan(forward, emissions[0], emissions[1:])

    def backward(tag, bp):
        prev = bp[tag]
        return prev, tag

    best_last = jnp.argmax(last)
    first, path = jax.lax.scan(backward, best_last, backptrs, reverse=True)
    return jnp.concatenate([first[None], path])
