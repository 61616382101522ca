import jax
import jax.numpy as jnp
import numpy as np

N_BINS = 10


@jax.jit
def calibration_counts(probs, labels):
    conf = probs.max(axis=1)
    correct = (probs.argmax(axis=1) == labels).astype(jnp.float32)
    bins = jnp.clip((conf * N_BINS).astype(jnp.int32), 0, N_BINS - 1)
    count = jnp.zeros(N_BINS).at[bins].add(1.0)
    conf_sum = jnp.zeros(N_BINS).at[bins].add(conf)
    acc_sum = jnp.zeros(N_BINS).at[bins].add(correct)
    return jnp.stack([count, conf_sum, acc_sum])


def summarize(loader):
    totals = np.zeros((3, N_BINS))
    for probs, labels in loader:
        totals += np.asarray(calibration_counts(probs, labels))
    count, conf_sum, acc_sum = totals
    n = count.sum()
    ece = np.abs(conf_sum - acc_sum).sum() / n
    return {"n": int(n), "accuracy": acc_sum.sum() / n, "ece": ece}
