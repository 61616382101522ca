import numpy as np
import jax
import jax.numpy as jnp

MAX_PULSES = 64


def feeding_buzz_onsets(seed):
    rng = np.random.default_rng(seed)
    n = int(rng.integers(10, MAX_PULSES))
    search = np.linspace(0, 1.0, n // 2)
    buzz = 1.0 + np.cumsum(rng.uniform(0.004, 0.008, size=n - n // 2))
    onsets = np.concatenate([search, buzz]).astype(np.float32)
    return np.pad(onsets, (0, MAX_PULSES - n), mode="edge"), n


@jax.jit
def buzz_ratio(onsets, n_pulses):
    ipi = jnp.diff(onsets)
    valid = jnp.arange(ipi.shape[0]) < n_pulses - 1
    short = (ipi < 0.01) & valid
    return short.sum() / (n_pulses - 1)


for seq in range(10):
    onsets, n = feeding_buzz_onsets(seq)
    print(seq, n, float(buzz_ratio(onsets, n)))
