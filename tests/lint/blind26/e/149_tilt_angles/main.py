import jax
import jax.numpy as jnp
import numpy as np

from stream import interleaved_packets


@jax.jit
def tilt_angles(acc):
    pitch = jnp.arctan2(-acc[:, 0], jnp.sqrt(acc[:, 1] ** 2 + acc[:, 2] ** 2))
    roll = jnp.arctan2(acc[:, 1], acc[:, 2])
    return jnp.degrees(jnp.mean(pitch)), jnp.degrees(jnp.mean(roll))


for k, acc in enumerate(interleaved_packets(np.random.default_rng(81))):
    p, r = tilt_angles(acc)
    print(k, acc.flags["C_CONTIGUOUS"], round(float(p), 2), round(float(r), 2))
