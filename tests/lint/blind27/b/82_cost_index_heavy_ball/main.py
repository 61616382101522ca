import jax
import jax.numpy as jnp
import numpy as np
from config import HPARAMS, SCHEDULE


@jax.jit
def heavy_ball_step(w, v, x, y, hp):
    g = jax.grad(lambda w: jnp.mean((x @ w - y) ** 2) + hp["weight_decay"] * jnp.sum(w ** 2))(w)
    v = hp["momentum"] * v + g
    return w - hp["lr"] * v, v


rng = np.random.default_rng(81)
# cost index optimisation data: [CI, wind, temp dev, mass] -> trip cost
X = rng.normal(size=(256, 4)).astype(np.float32)
y = (X @ np.array([1.5, -0.7, 0.2, 0.9], np.float32) + rng.normal(0, 0.1, 256)).astype(np.float32)
hp = dict(HPARAMS)
w = jnp.zeros(4)
v = jnp.zeros(4)
for epoch in range(8):
    hp.update(SCHEDULE.get(epoch, {}))
    for i in range(0, 256, 64):
        w, v = heavy_ball_step(w, v, X[i:i + 64], y[i:i + 64], hp)
    print(epoch, hp, np.round(np.asarray(w), 3))
