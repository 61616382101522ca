import jax
import jax.numpy as jnp
import numpy as np

from stream import chunked, click_log


@jax.jit
def ftrl_like_update(w, xs, ys, lr):
    p = jax.nn.sigmoid(xs @ w)
    grad = xs.T @ (p - ys) / xs.shape[0]
    return w - lr * grad


rng = np.random.default_rng(0)
w = jnp.zeros(4)
lr = jnp.float32(0.5)
for day in range(3):
    for xs, ys in chunked(click_log(day, rng), 16):
        w = ftrl_like_update(w, xs, ys, lr)
    print("day", day, np.round(np.asarray(w), 3))
