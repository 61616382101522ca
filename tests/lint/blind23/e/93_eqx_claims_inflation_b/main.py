import jax
import jax.numpy as jnp
import numpy as np

from model import ClaimsInflation, sgd_update

rng = np.random.default_rng(90)
# features: CPI change, wage index change, court-award trend; target: severity inflation
x = rng.normal(size=(256, 3)).astype(np.float32)
y = (0.04 + 0.01 * x[:, 0] + 0.006 * x[:, 1] + 0.004 * x[:, 2]).astype(np.float32)

model = ClaimsInflation(jax.random.PRNGKey(0))
for epoch in range(6):
    lr = 0.05 / (1 + epoch)
    for _ in range(20):
        model, loss = sgd_update(model, x, y, jnp.asarray(lr, dtype=jnp.float32))
    print(f"epoch {epoch}: lr {lr:.4f} mse {float(loss):.2e}")
