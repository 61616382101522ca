import jax
import jax.numpy as jnp


@jax.jit
def expected_calibration_error(confidences, correct, n_bins=10):
    bins = jnp.clip((confidences * n_bins).astype(jnp.int32), 0, n_bins - 1)
    one_hot = jax.nn.one_hot(bins, n_bins)
    counts = one_hot.sum(0)
    conf_sum = (one_hot * confidences[:, None]).sum(0)
    acc_sum = (one_hot * correct[:, None]).sum(0)
    gap = jnp.abs(conf_sum - acc_sum) / jnp.maximum(counts, 1)
    return jnp.sum(gap * counts) / confidences.shape[0]
