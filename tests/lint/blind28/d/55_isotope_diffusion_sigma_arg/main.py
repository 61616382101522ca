import jax.numpy as jnp
import numpy as np

from filters import DZ, make_restorer

SECTIONS = [("EGRIP 120 m", 0.058), ("EGRIP 400 m", 0.079), ("EGRIP 800 m", 0.091), ("EGRIP 1200 m", 0.085)]
restore = make_restorer()
rng = np.random.default_rng(10)
depth = np.arange(512) * DZ
for name, sigma in SECTIONS:
    signal = -33.0 + 1.8 * np.sin(2 * np.pi * depth / 0.2) + rng.normal(0, 0.15, depth.size)
    restored = restore(jnp.asarray(signal, jnp.float32), sigma)
    print(f"{name}: restored amplitude {float(restored.std()):.2f} permil")
