import numpy as np
import jax
import jax.numpy as jnp

from stream import ReferenceStream

CERTIFIED = 100.0


@jax.jit
def running_offset(recent):
    w = jnp.linspace(0.5, 1.0, recent.shape[0])
    return CERTIFIED - (recent * w).sum() / w.sum()


stream = ReferenceStream()
for run in range(20):
    recent = stream.read(run)
    off = running_offset(recent)
    if run % 5 == 4:
        print(run, round(float(off), 3))
