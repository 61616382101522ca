import jax
import jax.numpy as jnp


@jax.jit
def viterbi(emissions, transitions, length):
    """emissions: [T_max, K] padded; positions >= length are ignored."""
    num_tags = emissions.shape[1]

    def forward(score, inputs):
        t, emit = inputs
        cand = score[:, None] + transitions + emit[None, :]
        active = t < length
        new_score = jnp.where(active, cand.max(axis=0), score)
        bp = jnp.where(active, cand.argmax(axis=0), jnp.arange(num_tags))
        return new_score, bp

    steps = jnp.arange(1, emissions.shape[0])
    last, backptrs = jax.lax.scan(forward, emissions[0], (steps, emissions[1:]))

    def backward(tag, bp):
        prev = bp[tag]
        return prev, tag

    best_last = jnp.argmax(last)
    first, path = jax.lax.scan(backward, best_last, backptrs, reverse=True)
    return jnp.concatenate([first[None], path])
