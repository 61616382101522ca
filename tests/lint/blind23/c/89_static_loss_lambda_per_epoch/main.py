import numpy as np
import jax
import jax.numpy as jnp
from step import sgd_update, predict

# path-loss residual regression: features (log d, clutter one-hot x3, height) -> shadowing dB
rng = np.random.default_rng(0)
X = rng.standard_normal((640, 5)).astype(np.float32)
Y = (X @ rng.standard_normal(5) + 0.5 * rng.standard_normal(640)).astype(np.float32)
k1, k2 = jax.random.split(jax.random.PRNGKey(0))
params = {"w1": jax.random.normal(k1, (5, 16)) * 0.3, "w2": jax.random.normal(k2, (16,)) * 0.3}

for epoch in range(4):
    delta = 2.0
    huber = lambda p, x, y: jnp.mean(jnp.where(jnp.abs(predict(p, x) - y) < delta,
                                                0.5 * (predict(p, x) - y) ** 2,
                                                delta * (jnp.abs(predict(p, x) - y) - 0.5 * delta)))
    for i in range(0, 640, 128):
        params, l = sgd_update(params, X[i:i + 128], Y[i:i + 128], 0.05, loss_fn=huber)
    print(epoch, float(l))
