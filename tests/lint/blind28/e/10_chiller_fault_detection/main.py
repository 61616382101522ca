import numpy as np
import jax.numpy as jnp

from detector import PCAFaultDetector

rng = np.random.default_rng(11)
# evaporator leaving temp, condenser entering temp, compressor kW, refrigerant suction pressure, approach temps
base = rng.normal(size=(480, 3)) @ rng.normal(size=(3, 6))
x_normal = jnp.asarray(base + 0.05 * rng.normal(size=base.shape), jnp.float32)
det = PCAFaultDetector().fit(x_normal)
WINDOW = 60
normal_scores = jnp.concatenate([det.score(x_normal[i:i + WINDOW]) for i in range(0, len(x_normal), WINDOW)])
threshold = float(jnp.quantile(normal_scores, 0.99))

for hour in range(12):
    window = rng.normal(size=(WINDOW, 3)) @ rng.normal(size=(3, 6))
    if hour >= 8:
        window[:, 2] += 1.5  # condenser fouling drift
    s = det.score(jnp.asarray(window, jnp.float32))
    print(hour, int((s > threshold).sum()))
