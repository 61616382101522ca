import jax
import jax.numpy as jnp
import numpy as np

from ema import init_ema, update_ema

rng = np.random.default_rng(0)
X = rng.normal(size=(256, 5)).astype(np.float32)
y = (X @ np.arange(1, 6) * 0.3 + rng.normal(size=256) * 0.2).astype(np.float32)

params = {"w": jnp.zeros(5), "b": jnp.zeros(())}
ema = init_ema(params)


@jax.jit
def sgd(params, xb, yb):
    g = jax.grad(lambda p: jnp.mean((xb @ p["w"] + p["b"] - yb) ** 2))(params)
    return jax.tree_util.tree_map(lambda p, g: p - 0.05 * g, params, g)


for epoch in range(3):
    for i in range(0, 256, 32):
        params = sgd(params, X[i:i + 32], y[i:i + 32])
        ema = update_ema(ema, params, 0.9)
    mse = float(jnp.mean((X @ ema["w"] + ema["b"] - y) ** 2))
    print(f"epoch {epoch} ema mse {mse:.4f}")
