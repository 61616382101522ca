import jax.numpy as jnp
import numpy as np

from glm import GLM, irls_sweep

rng = np.random.default_rng(10)
X = np.column_stack([np.ones(400), rng.normal(size=(400, 3))]).astype(np.float32)
y = rng.poisson(np.exp(-0.5 + X[:, 1] * 0.4)).astype(np.float32)

model = GLM(beta=jnp.zeros(4))
for it in range(6):
    model = irls_sweep(model, X, y, inverse_link=jnp.exp)
print("beta:", np.round(np.asarray(model.beta), 3))
