import numpy as np
import jax.numpy as jnp

from train import damper_model_step, TOTAL

# learn actual damper position from command signal, duct static and fan speed (stiction detection)
rng = np.random.default_rng(13)
X = rng.uniform(0, 1, size=(400, 3)).astype(np.float32)
y = (1 / (1 + np.exp(-(6 * X[:, 0] - 0.5 * X[:, 1] + 0.3 * X[:, 2] - 3)))).astype(np.float32)
X, y = jnp.asarray(X), jnp.asarray(y)

w = jnp.zeros(4)
for step in range(TOTAL):
    w, l = damper_model_step(w, X, y, step)
    if step % 50 == 0:
        print(step, float(l))
