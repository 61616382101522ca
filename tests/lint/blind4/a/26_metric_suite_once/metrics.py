import jax
import jax.numpy as jnp


def top1_accuracy(logits, labels):
    return (logits.argmax(-1) == labels).mean()


def nll(logits, labels):
    logp = jax.nn.log_softmax(logits)
    return -jnp.take_along_axis(logp, labels[:, None], axis=1).mean()


def expected_calibration_error(logits, labels, n_bins=5):
    probs = jax.nn.softmax(logits)
    conf = probs.max(-1)
    correct = (probs.argmax(-1) == labels).astype(jnp.float32)
    bins = jnp.minimum((conf * n_bins).astype(jnp.int32), n_bins - 1)
    counts = jnp.bincount(bins, length=n_bins)
    acc = jnp.bincount(bins, weights=correct, length=n_bins)
    cf = jnp.bincount(bins, weights=conf, length=n_bins)
    return jnp.sum(jnp.abs(acc - cf)) / jnp.maximum(counts.sum(), 1)


METRICS = [top1_accuracy, nll, expected_calibration_error]
