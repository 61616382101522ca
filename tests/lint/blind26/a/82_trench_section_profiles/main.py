import jax
import jax.numpy as jnp

from sections import read_sections


@jax.jit
def section_profile(layers):
    means = jnp.stack([l.mean() for l in layers])
    return means, jnp.diff(means)


for trench, layers in read_sections():
    means, steps = section_profile(layers)
    print(trench, len(layers), [round(float(m), 2) for m in means])
