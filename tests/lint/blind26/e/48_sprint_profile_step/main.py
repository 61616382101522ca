import jax.numpy as jnp
import numpy as np

from train import fit, speed_curve

rng = np.random.default_rng(25)
t = np.linspace(0, 6, 120).astype(np.float32)
v = (9.2 * (1 - np.exp(-t / 1.1)) + rng.normal(0, 0.1, 120)).astype(np.float32)
results = {}
for lr in [0.01, 0.03, 0.1, 0.3]:
    p = fit(t, v, lr)
    results[lr] = round(float(jnp.mean((speed_curve(p, t) - v) ** 2)), 4)
print(results)
