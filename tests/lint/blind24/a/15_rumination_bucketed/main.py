import jax
import jax.numpy as jnp
from data import collar_sequences, pad_to_bucket


@jax.jit
def rumination_summary(minutes, mask):
    n = mask.sum()
    mean = (minutes * mask).sum() / n
    var = (((minutes - mean) * mask) ** 2).sum() / n
    drop = jnp.min(jnp.where(mask > 0, minutes, jnp.inf))
    return mean, jnp.sqrt(var), drop


for cow, seq in enumerate(collar_sequences()):
    padded, mask = pad_to_bucket(seq)
    mean, sd, low = rumination_summary(padded, mask)
    print(f"cow {cow:2d} len {len(seq):3d} mean {float(mean):5.1f} sd {float(sd):4.1f} min {float(low):5.1f}")
