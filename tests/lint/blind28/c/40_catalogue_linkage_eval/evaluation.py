import jax
import jax.numpy as jnp


@jax.jit
def tally_block(counts, scores, gold, cutoff):
    pred = scores > cutoff
    tp = jnp.sum(pred & gold)
    fp = jnp.sum(pred & ~gold)
    fn = jnp.sum(~pred & gold)
    return counts + jnp.stack([tp, fp, fn])


class LinkageEvaluator:
    def __init__(self, cutoff):
        self.cutoff = cutoff
        self.counts = jnp.zeros(3, dtype=jnp.int32)

    def update(self, scores, gold):
        self.counts = tally_block(self.counts, scores, gold, self.cutoff)

    def report(self):
        tp, fp, fn = (int(v) for v in self.counts)
        return tp / max(tp + fp, 1), tp / max(tp + fn, 1)
