import numpy as np
import jax
import jax.numpy as jnp

WARMUP, PEAK = 20, 0.05


@jax.jit
def adapt_step(params, x, y, step):
    lr = PEAK * jnp.minimum(1.0, (step + 1) / WARMUP)

    def lf(p):
        pred = jnp.tanh(x @ p["w"]) @ p["v"]
        return jnp.mean((pred - y) ** 2)
    loss, g = jax.value_and_grad(lf)(params)
    return jax.tree_util.tree_map(lambda a, b: a - lr * b, params, g), loss


# adapt a pitch (F0) regressor to a new speaker
rng = np.random.default_rng(26)
x = rng.normal(size=(64, 12)).astype(np.float32)
y = (np.sin(x[:, 0]) + 0.1 * x[:, 1]).astype(np.float32)[:, None]
k1, k2 = jax.random.split(jax.random.PRNGKey(0))
params = {"w": jax.random.normal(k1, (12, 16)) * 0.3, "v": jax.random.normal(k2, (16, 1)) * 0.3}
for step in range(30):
    params, loss = adapt_step(params, x, y, step)
print(float(loss))
