import jax
import jax.numpy as jnp
import numpy as np

from metrics import evaluate

rng = np.random.default_rng(14)
# Kawabata (KES-F) measurements: bending, shear, compression, surface friction, thickness, weight
true_w = np.array([-0.8, -0.5, 0.6, -0.9, 0.3, 0.1], np.float32)
X = rng.normal(size=(150, 6)).astype(np.float32)
y = (X @ true_w + rng.normal(0, 0.3, 150)).astype(np.float32)
panels = {p: (rng.normal(size=(20, 6)).astype(np.float32), rng.normal(size=20).astype(np.float32))
          for p in ["milan", "osaka", "porto"]}

params = {"w": jnp.zeros(6), "b": jnp.zeros(())}


@jax.jit
def fit_step(params, X, y):
    g = jax.grad(lambda p: jnp.mean((X @ p["w"] + p["b"] - y) ** 2))(params)
    return jax.tree_util.tree_map(lambda a, b: a - 0.1 * b, params, g)


for epoch in range(4):
    for _ in range(10):
        params = fit_step(params, X, y)
    print(epoch, evaluate(params, panels))
