import jax
import jax.numpy as jnp
import numpy as np

from schedule import AdaptiveClip


@jax.jit
def clipped_step(w, x, y, hp):
    loss, g = jax.value_and_grad(lambda q: jnp.mean((x @ q - y) ** 2))(w)
    norm = jnp.linalg.norm(g)
    g = g * jnp.minimum(1.0, hp["clip"] / norm)
    return w - hp["lr"] * g, loss


rng = np.random.default_rng(1)
# regress glacier terminus retreat on ocean temperature, runoff, fjord depth, width
x = jnp.asarray(rng.normal(0, 1, (120, 4)), jnp.float32)
y = x @ jnp.array([0.8, 0.5, -0.3, 0.1]) + jnp.asarray(rng.normal(0, 0.2, 120), jnp.float32)
w = jnp.zeros(4)
hp = {"lr": 0.1, "clip": float("inf")}
ctrl = AdaptiveClip()
for epoch in range(8):
    for _ in range(4):
        w, loss = clipped_step(w, x[:90], y[:90], hp)
    val = float(jnp.mean((x[90:] @ w - y[90:]) ** 2))
    hp = ctrl.update(val, hp)
    print(epoch, round(val, 4), hp["clip"])
