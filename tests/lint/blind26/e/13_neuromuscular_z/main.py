import jax
import jax.numpy as jnp

from io_utils import CSV_FILES, read_jumps


@jax.jit
def neuromuscular_z(cmj, baseline_mean, baseline_sd):
    z = (cmj - baseline_mean) / baseline_sd
    return z, jnp.mean(z < -1.5)


for name in CSV_FILES:
    cmj = read_jumps(name)
    z, frac = neuromuscular_z(cmj, 35.0, 3.0)
    print(name, "fatigued fraction", float(frac))
