import jax
import jax.numpy as jnp
import numpy as np
import optax

rng = np.random.default_rng(45)
# runway occupancy time (s) from exit choice, speed at threshold, aircraft weight class
X = rng.normal(size=(256, 3)).astype(np.float32)
y = (50 + 6 * X[:, 0] - 3 * X[:, 1] + 2 * X[:, 2] + rng.normal(0, 2, 256)).astype(np.float32)

schedule = optax.cosine_decay_schedule(0.1, decay_steps=60)


@jax.jit
def rot_step(w, x, y, step):
    lr = schedule(step)
    g = jax.grad(lambda w: jnp.mean((x @ w[:3] + w[3] - y) ** 2))(w)
    return w - lr * g


w = jnp.zeros(4)
step = 0
for epoch in range(15):
    for i in range(0, 256, 64):
        w = rot_step(w, X[i:i + 64], y[i:i + 64], step)
        step += 1
print("weights", np.round(np.asarray(w), 2))
