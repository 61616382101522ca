import jax
import jax.numpy as jnp
import optax
from loader import load_timeclock, shards


@jax.jit
def lateness_grad(w, x, y):
    def loss(w):
        return optax.sigmoid_binary_cross_entropy(x @ w, y).mean()
    return jax.value_and_grad(loss)(w)


feats, late = load_timeclock()
w = jnp.zeros(7)
for epoch in range(3):
    for xb, yb in shards(feats, late, 8):
        loss, g = lateness_grad(w, xb, yb)
        w = w - 0.3 * g
    print(epoch, float(loss))
