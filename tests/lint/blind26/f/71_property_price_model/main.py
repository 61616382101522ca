import jax.numpy as jnp
import numpy as np
from metrics import transformed_mse

rng = np.random.default_rng(0)
target = rng.uniform(150e3, 900e3, 200).astype(np.float32)
pred = target * rng.normal(1.0, 0.1, 200).astype(np.float32)
for epoch in range(6):
    pred = 0.9 * pred + 0.1 * target
    score = transformed_mse(pred, target, transform=lambda v: jnp.log1p(v))
    print(epoch, round(float(score), 5))
