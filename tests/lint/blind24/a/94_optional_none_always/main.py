import numpy as np
import jax.numpy as jnp
from train import weighted_growth_fit

# logistic growth of broiler chicks (g) over 42 days, one fit per flock
rng = np.random.default_rng(74)
t = np.arange(0, 43, 3, dtype=np.float32)
cfg = {"sample_weight": None}
for flock in range(4):
    w = (3200 / (1 + np.exp(-0.12 * (t - 28))) + rng.normal(0, 40, t.shape)).astype(np.float32)
    theta = jnp.array([3000.0, 0.1, 25.0], dtype=jnp.float32)
    for _ in range(30):
        theta, l = weighted_growth_fit(theta, t, w, cfg["sample_weight"])
    print(f"flock {flock}: asymptote {float(theta[0]):.0f} g, loss {float(l):.0f}")
