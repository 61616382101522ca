import jax
import jax.numpy as jnp
import numpy as np

from callbacks import CosineLR

rng = np.random.default_rng(0)
n_students, n_items = 60, 20
S = rng.integers(0, n_students, 600).astype(np.int32)
I = rng.integers(0, n_items, 600).astype(np.int32)
Y = (rng.random(600) < 0.55).astype(np.float32)


@jax.jit
def calibrate_step(theta, beta, lr):
    def nll(theta, beta):
        p = jax.nn.sigmoid(theta[S] - beta[I])
        return -jnp.mean(Y * jnp.log(p) + (1 - Y) * jnp.log1p(-p))
    gt, gb = jax.grad(nll, argnums=(0, 1))(theta, beta)
    return theta - lr * gt * n_students, beta - lr * gb * n_items


cb = CosineLR(0.05, 12)
theta, beta = jnp.zeros(n_students), jnp.zeros(n_items)
for step in range(12):
    theta, beta = calibrate_step(theta, beta, cb.on_step(step))
print("lr trace", np.round(cb.history, 4).tolist())
print("difficulty spread", float(beta.std()))
