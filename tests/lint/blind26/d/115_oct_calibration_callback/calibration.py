from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("n_bins",))
def expected_calibration_error(probs, labels, n_bins=15):
    conf = probs.max(-1)
    correct = (probs.argmax(-1) == labels).astype(jnp.float32)
    idx = jnp.minimum((conf * n_bins).astype(jnp.int32), n_bins - 1)
    cnt = jax.ops.segment_sum(jnp.ones_like(conf), idx, n_bins)
    gap = jax.ops.segment_sum(conf - correct, idx, n_bins)
    return jnp.abs(gap).sum() / conf.shape[0], cnt


class CalibrationMonitor:
    def __init__(self, n_bins=15):
        self.n_bins = n_bins
        self.history = []

    def __call__(self, epoch, probs, labels):
        ece, _ = expected_calibration_error(probs, labels, n_bins=self.n_bins)
        self.history.append((epoch, float(ece)))
