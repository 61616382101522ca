import jax
import jax.numpy as jnp


def token_accuracy(logits, targets, mask):
    return ((logits.argmax(-1) == targets) * mask).sum() / mask.sum()


def perplexity(logits, targets, mask):
    logp = jax.nn.log_softmax(logits, axis=-1)
    nll = -jnp.take_along_axis(logp, targets[..., None], axis=-1)[..., 0]
    return jnp.exp((nll * mask).sum() / mask.sum())


def expected_calibration_error(logits, targets, mask, n_bins=10):
    probs = jax.nn.softmax(logits, axis=-1)
    conf = probs.max(-1)
    correct = (probs.argmax(-1) == targets).astype(jnp.float32)
    bins = jnp.minimum((conf * n_bins).astype(jnp.int32), n_bins - 1)
    weight = jax.nn.one_hot(bins, n_bins) * mask[..., None]
    count = weight.sum((0, 1))
    gap = jnp.abs((weight * (conf - correct)[..., None]).sum((0, 1)))
    return gap.sum() / jnp.maximum(count.sum(), 1.0)


def mean_entropy(logits, targets, mask):
    p = jax.nn.softmax(logits, axis=-1)
    ent = -(p * jax.nn.log_softmax(logits, axis=-1)).sum(-1)
    return (ent * mask).sum() / mask.sum()


METRICS = {
    "accuracy": token_accuracy,
    "perplexity": perplexity,
    "ece": expected_calibration_error,
    "entropy": mean_entropy,
}
