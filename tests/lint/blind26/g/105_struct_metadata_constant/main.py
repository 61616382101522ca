import numpy as np
import jax
import jax.numpy as jnp

from batch import CallBatch


@jax.jit
def batch_stats(batch):
    frame_sec = 256 / batch.sample_rate
    energy = batch.spec.mean(axis=(1, 2))
    return energy.mean(), frame_sec * batch.spec.shape[-1], jnp.bincount(batch.label, length=4)


rng = np.random.default_rng(0)
for i in range(6):
    b = CallBatch(spec=rng.normal(size=(16, 40, 120)).astype(np.float32),
                  label=rng.integers(0, 4, 16).astype(np.int32))
    e, dur, counts = batch_stats(b)
    print(i, round(float(e), 4), round(float(dur), 3), np.asarray(counts))
