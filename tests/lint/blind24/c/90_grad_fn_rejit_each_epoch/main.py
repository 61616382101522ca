import numpy as np
import jax
import jax.numpy as jnp


def overtime_loss(params, x, y):
    pred = jax.nn.softplus(x @ params["w"] + params["b"])
    return jnp.mean((pred - y) ** 2)


rng = np.random.default_rng(0)
X = rng.normal(size=(256, 6)).astype(np.float32)
y = np.maximum(X @ rng.normal(size=6) + 2, 0).astype(np.float32)
params = {"w": jnp.zeros(6), "b": jnp.zeros(())}

for epoch in range(5):
    grad_fn = jax.jit(jax.value_and_grad(overtime_loss))
    for i in range(0, 256, 64):
        loss, g = grad_fn(params, X[i:i + 64], y[i:i + 64])
        params = jax.tree_util.tree_map(lambda p, d: p - 0.05 * d, params, g)
    print(epoch, float(loss))
