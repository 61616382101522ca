from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("n_bins",))
def expected_calibration_error(probs, labels, n_bins):
    conf = probs.max(-1)
    correct = (probs.argmax(-1) == labels).astype(jnp.float32)
    bins = jnp.clip((conf * n_bins).astype(jnp.int32), 0, n_bins - 1)
    cnt = jnp.zeros(n_bins).at[bins].add(1.0)
    acc = jnp.zeros(n_bins).at[bins].add(correct)
    cf = jnp.zeros(n_bins).at[bins].add(conf)
    return jnp.sum(jnp.abs(acc - cf)) / labels.shape[0]


def make_calibration_callback(x_val, y_val, n_bins=10):
    history = []

    def callback(rnd, probs_fn):
        ece = expected_calibration_error(probs_fn(x_val), y_val, n_bins=n_bins)
        history.append((rnd, float(ece)))

    return callback, history
