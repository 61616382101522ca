import jax.numpy as jnp
import numpy as np

NX = 128
DX = 5000.0


def initial_layers():
    x = np.arange(NX) * DX
    bump = 2.0 * np.exp(-((x - x.mean()) / (10 * DX)) ** 2)
    layers = []
    for k in range(2):
        h = jnp.asarray(bump * (1 if k == 0 else -0.1), dtype=jnp.float32)
        layers.append((h, jnp.zeros(NX, dtype=jnp.float32)))
    return layers
