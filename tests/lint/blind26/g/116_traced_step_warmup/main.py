import numpy as np
import jax
import jax.numpy as jnp
import optax

WARMUP = 6
BASE_LR = 0.05


@jax.jit
def warm_step(params, x, y, step):
    def loss_fn(p):
        return optax.sigmoid_binary_cross_entropy(x @ p["w"] + p["b"], y).mean()

    loss, g = jax.value_and_grad(loss_fn)(params)
    lr = BASE_LR * jnp.minimum((step + 1) / WARMUP, 1.0)
    return jax.tree.map(lambda a, b: a - lr * b, params, g), loss


rng = np.random.default_rng(1)
X = rng.normal(size=(256, 32)).astype(np.float32)
Y = (rng.random(256) < 0.3).astype(np.float32)
params = {"w": jnp.zeros(32), "b": jnp.zeros(())}
step = 0
for epoch in range(3):
    for i in range(0, 256, 64):
        params, loss = warm_step(params, X[i:i + 64], Y[i:i + 64], step)
        step += 1
    print(epoch, step, float(loss))
