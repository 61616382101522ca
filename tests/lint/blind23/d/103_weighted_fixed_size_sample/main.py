import jax
import jax.numpy as jnp
import numpy as np
import optax

from sampling import BoundarySampler

rng = np.random.default_rng(0)
N = 400
X = rng.normal(size=(N, 6)).astype(np.float32)
margin = X @ np.array([1.0, -0.5, 0.3, 0, 0, 0.8])
y = (margin > 0).astype(np.float32)


@jax.jit
def weighted_step(w, x, y, iw):
    loss, g = jax.value_and_grad(lambda w: jnp.mean(iw * optax.sigmoid_binary_cross_entropy(x @ w, y)))(w)
    return w - 0.5 * g, loss


sampler = BoundarySampler(margin, batch_size=96)
w = jnp.zeros(6, jnp.float32)
for it in range(8):
    idx, iw = sampler.draw()
    w, loss = weighted_step(w, X[idx], y[idx], iw)
    print(f"iter {it}: loss {float(loss):.4f}, unique students {len(np.unique(idx))}")
