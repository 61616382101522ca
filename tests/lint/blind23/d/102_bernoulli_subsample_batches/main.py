import jax
import jax.numpy as jnp
import numpy as np
import optax

from sampling import importance_subsample

rng = np.random.default_rng(0)
N = 400
X = rng.normal(size=(N, 6)).astype(np.float32)
margin = X @ np.array([1.0, -0.5, 0.3, 0, 0, 0.8])
y = (margin > 0).astype(np.float32)
p_select = np.clip(0.5 * np.exp(-np.abs(margin)), 0.05, 0.5)


@jax.jit
def boundary_step(w, x, y, inv_p):
    def loss_fn(w):
        return jnp.sum(inv_p * optax.sigmoid_binary_cross_entropy(x @ w, y)) / N
    loss, g = jax.value_and_grad(loss_fn)(w)
    return w - 0.5 * g, loss


w = jnp.zeros(6, jnp.float32)
for it in range(8):
    idx = importance_subsample(rng, N, p_select)
    w, loss = boundary_step(w, X[idx], y[idx], (1.0 / p_select[idx]).astype(np.float32))
    print(f"iter {it}: {len(idx)} students sampled, loss {float(loss):.4f}")
