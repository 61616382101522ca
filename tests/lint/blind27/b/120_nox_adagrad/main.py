import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def adagrad_step(state, x, y):
    w, acc, step = state["w"], state["acc"], state["step"]
    g = jax.grad(lambda w: jnp.mean((x @ w - y) ** 2))(w)
    acc = acc + g ** 2
    w = w - 0.5 * g / (jnp.sqrt(acc) + 1e-8)
    return {"w": w, "acc": acc, "step": step + 1}


rng = np.random.default_rng(120)
# NOx emission index from thrust setting, inlet temp, humidity
X = rng.normal(size=(256, 3)).astype(np.float32)
y = (X @ np.array([2.0, 0.7, -0.3], np.float32)).astype(np.float32)
state = {"w": jnp.zeros(3), "acc": jnp.zeros(3), "step": 0}
for i in range(0, 256, 32):
    state = adagrad_step(state, X[i:i + 32], y[i:i + 32])
print("steps", int(state["step"]), np.round(np.asarray(state["w"]), 3))
