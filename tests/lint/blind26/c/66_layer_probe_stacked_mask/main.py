import numpy as np
import jax.numpy as jnp
from probe import weighted_probe_step

rng = np.random.default_rng(66)
N_LAYERS, D, N_PH = 6, 32, 10
y = rng.integers(0, N_PH, 256).astype(np.int32)
proto = rng.normal(size=(N_PH, D))
stacked = np.stack([(proto[y] * (l / N_LAYERS) + rng.normal(size=(256, D))) for l in range(N_LAYERS)]).astype(np.float32)
for top in range(1, N_LAYERS + 1):
    mask = (np.arange(N_LAYERS) < top).astype(np.float32)
    w = jnp.zeros((D, N_PH))
    for _ in range(10):
        w, loss = weighted_probe_step(w, stacked, mask, y)
    print(f"layers 0..{top - 1}: {float(loss):.3f}")
