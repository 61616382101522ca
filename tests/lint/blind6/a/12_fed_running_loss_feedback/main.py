import jax
import jax.numpy as jnp

from metrics import ema_update


@jax.jit
def client_loss(w, x, y):
    return jnp.mean((x @ w - y) ** 2)


key = jax.random.PRNGKey(0)
w = jnp.zeros(4)
running = 0
for rnd in range(5):
    key, sub = jax.random.split(key)
    x = jax.random.normal(sub, (20, 4))
    y = x.sum(1)
    loss = client_loss(w, x, y)
    running = float(ema_update(running, loss, 0.9))
    w = w + 0.1 * x.T @ (y - x @ w) / 20
print(running)
