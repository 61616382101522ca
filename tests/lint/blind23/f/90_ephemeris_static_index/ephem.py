from functools import partial

import numpy as np
import jax
import jax.numpy as jnp

STEP = 60.0


def build_table(n=50):
    t = np.arange(n) * STEP
    w = 2 * np.pi / 5400.0
    pos = 7000.0 * np.stack([np.cos(w * t), np.sin(w * t), 0.1 * np.sin(w * t)], 1)
    return jnp.asarray(pos, jnp.float32)


@partial(jax.jit, static_argnums=2)
def interp_position(table, t, i0):
    # 4-point Lagrange interpolation around the bracketing table entry
    nodes = jnp.arange(i0 - 1, i0 + 3) * STEP
    pts = table[i0 - 1:i0 + 3]
    out = jnp.zeros(3)
    for j in range(4):
        lj = 1.0
        for m in range(4):
            if m != j:
                lj = lj * (t - nodes[m]) / (nodes[j] - nodes[m])
        out = out + lj * pts[j]
    return out
