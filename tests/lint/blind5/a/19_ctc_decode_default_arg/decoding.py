import jax
import jax.numpy as jnp


@jax.jit
def greedy_ctc(log_probs, blank_id=0):
    """Greedy CTC: argmax per frame, collapse repeats, drop blanks (as a mask)."""
    best = jnp.argmax(log_probs, axis=-1)
    prev = jnp.concatenate([jnp.full(best.shape[:-1] + (1,), -1), best[..., :-1]], axis=-1)
    keep = (best != prev) & (best != blank_id)
    return best, keep


def to_text(best, keep, alphabet):
    return ["".join(alphabet[t] for t, k in zip(row, mask) if k)
            for row, mask in zip(best.tolist(), keep.tolist())]
