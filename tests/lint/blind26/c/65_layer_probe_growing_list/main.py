import numpy as np
import jax.numpy as jnp
from probe import probe_step

# which layers of a (simulated) speech encoder encode phone identity?
rng = np.random.default_rng(65)
N_LAYERS, D, N_PH = 6, 32, 10
y = rng.integers(0, N_PH, 256).astype(np.int32)
proto = rng.normal(size=(N_PH, D))
hidden = [(proto[y] * (l / N_LAYERS) + rng.normal(size=(256, D))).astype(np.float32) for l in range(N_LAYERS)]
for top in range(1, N_LAYERS + 1):
    selected = hidden[:top]
    w = jnp.zeros((D, N_PH))
    for _ in range(10):
        w, loss = probe_step(w, selected, y)
    print(f"layers 0..{top - 1}: {float(loss):.3f}")
