import numpy as np
import jax
import jax.numpy as jnp

rng = np.random.default_rng(33)
# goat kid growth: milk replacer intake, birth weight, litter size
X = rng.normal(size=(96, 3)).astype(np.float32)
y = (X @ np.array([0.12, 0.05, -0.03], np.float32) + 0.18).astype(np.float32)

params = {"w": jnp.zeros(3), "b": jnp.float32(0.0)}
base_lr, warmup = 0.2, 20


@jax.jit
def kid_gain_step(params, x, y, step):
    lr = base_lr * jnp.minimum(1.0, (step + 1) / warmup)
    loss, g = jax.value_and_grad(lambda p: jnp.mean((x @ p["w"] + p["b"] - y) ** 2))(params)
    return jax.tree_util.tree_map(lambda p, d: p - lr * d, params, g), loss


step = 0
for epoch in range(10):
    for b in range(0, 96, 32):
        params, loss = kid_gain_step(params, X[b:b + 32], y[b:b + 32], step)
        step += 1
print("final loss", float(loss), "after", step, "steps")
