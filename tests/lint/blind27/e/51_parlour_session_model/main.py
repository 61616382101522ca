import jax
import jax.numpy as jnp

from parlour import MilkingSession


@jax.jit
def online_update(w, b, x, y):
    pred = x @ w + b
    err = pred - y
    w = w - 0.01 * x.T @ err / x.shape[0]
    b = b - 0.01 * err.mean()
    return w, b, jnp.sqrt(jnp.mean(err ** 2))


parlour = MilkingSession()
w, b = jnp.zeros(4), jnp.float32(25.0)
for session in range(8):
    x, y = parlour.session()
    w, b, rmse = online_update(w, b, x, y)
    print(f"session {session}: {len(x)} cows, RMSE {float(rmse):.2f}")
