import jax
import jax.numpy as jnp
import numpy as np

from schedule import lr_at

rng = np.random.default_rng(0)
n_students, n_items = 60, 20
S = rng.integers(0, n_students, 600).astype(np.int32)
I = rng.integers(0, n_items, 600).astype(np.int32)
Y = (rng.random(600) < 0.55).astype(np.float32)


@jax.jit
def rasch_sgd(theta, beta, lr):
    def nll(theta, beta):
        p = jax.nn.sigmoid(theta[S] - beta[I])
        return -jnp.mean(Y * jnp.log(p) + (1 - Y) * jnp.log1p(-p))
    gt, gb = jax.grad(nll, argnums=(0, 1))(theta, beta)
    return theta - lr * gt * n_students, beta - lr * gb * n_items


theta, beta = jnp.zeros(n_students), jnp.zeros(n_items)
for step in range(10):
    theta, beta = rasch_sgd(theta, beta, lr_at(step))
print("item difficulty range", float(beta.min()), float(beta.max()))
