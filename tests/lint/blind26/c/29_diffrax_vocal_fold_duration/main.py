import numpy as np
import jax.numpy as jnp
from folds import simulate_glottal

SR = 4000
vowels = {"a": 0.12, "i": 0.08, "u": 0.10}
for v, dur in vowels.items():
    ts = jnp.arange(int(dur * SR)) / SR
    flow = simulate_glottal((jnp.float32(2.0), jnp.float32(2 * np.pi * 120)), ts)
    print(v, flow.shape[0], float(jnp.abs(flow).max()))
