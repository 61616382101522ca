import jax
import jax.numpy as jnp
import numpy as np

from evaluation import per_channel_report

rng = np.random.default_rng(68)
CHANNELS = ["web", "app", "flagship", "outlet", "wholesale"]
x = rng.normal(size=(400, 6)).astype(np.float32)
channel = rng.integers(0, len(CHANNELS), 400)
y = (rng.random(400) < 1 / (1 + np.exp(-(0.8 * x[:, 1] + 0.3 * x[:, 2])))).astype(np.float32)


@jax.jit
def repeat_purchase_step(W):
    def nll(W):
        z = x @ W
        return jnp.mean(jax.nn.softplus(z) - y * z)
    return W - 0.5 * jax.grad(nll)(W)


W = jnp.zeros(6)
for _ in range(40):
    W = repeat_purchase_step(W)
print(per_channel_report(W, x, y, channel, CHANNELS))
