import numpy as np
import jax.numpy as jnp
from folds import glottal_flow

vowels = {"a": 0.12, "i": 0.08, "u": 0.10, "e": 0.09}
for v, dur in vowels.items():
    flow = glottal_flow((jnp.float32(2.0), jnp.float32(2 * np.pi * 120)), jnp.float32(dur))
    print(v, dur, float(jnp.abs(flow).max()))
