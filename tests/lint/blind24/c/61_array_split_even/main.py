import numpy as np
import jax
import jax.numpy as jnp
import optax

N_STORES = 12
WEEKS = 52


def store_panels(seed=0):
    rng = np.random.default_rng(seed)
    traffic = rng.gamma(4.0, 50.0, size=(N_STORES * WEEKS, 1)).astype(np.float32)
    staff = (traffic[:, 0] / 25 + rng.normal(size=N_STORES * WEEKS)).astype(np.float32)
    return np.array_split(traffic, N_STORES), np.array_split(staff, N_STORES)


@jax.jit
def staffing_ratio_step(theta, traffic, staff):
    def loss(t):
        pred = t[0] + t[1] * traffic[:, 0] / 100.0
        return jnp.mean((pred - staff) ** 2)
    l, g = jax.value_and_grad(loss)(theta)
    return theta - 0.1 * g, l


theta = jnp.zeros(2)
xs, ys = store_panels()
for sweep in range(3):
    for xb, yb in zip(xs, ys):
        theta, l = staffing_ratio_step(theta, xb, yb)
    print(sweep, np.round(np.asarray(theta), 3), float(l))
