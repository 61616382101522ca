import jax
import jax.numpy as jnp
import numpy as np
import optax

from model import init_params, predict

rng = np.random.default_rng(0)
X = rng.normal(size=(100, 3)).astype(np.float32)
y = (X @ np.array([3.0, -1.0, 0.5]) + 2.0).astype(np.float32)


def mse(params, X, y):
    return jnp.mean((predict(params, X) - y) ** 2)


optimizer = optax.adam(0.1)


@jax.jit
def update(params, opt_state, X, y):
    grads = jax.grad(mse)(params, X, y)
    updates, opt_state = optimizer.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state


params = init_params(3)
opt_state = optimizer.init(params)
for it in range(50):
    params, opt_state = update(params, opt_state, X, y)
    if it % 10 == 0:
        print(f"iter {it}: mse {float(mse(params, X, y)):.4f}")
print("b =", float(params["b"]))
