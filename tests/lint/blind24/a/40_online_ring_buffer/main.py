import numpy as np
import jax
import jax.numpy as jnp
from buffer import RingBuffer


@jax.jit
def weighted_ridge(x, y, w, lam):
    xw = x * w[:, None]
    return jnp.linalg.solve(x.T @ xw + lam * jnp.eye(x.shape[1]), xw.T @ y)


# grazing sheep GPS collars: daily distance walked vs. pasture mass, temperature, flock size
rng = np.random.default_rng(30)
buf = RingBuffer(capacity=120, dim=3)
for day in range(8):
    n_today = int(rng.integers(15, 40))
    x = rng.normal(size=(n_today, 3)).astype(np.float32)
    y = (x @ np.array([-0.8, 0.4, 0.2]) + 5.0).astype(np.float32)
    buf.add(x, y)
    coef = weighted_ridge(buf.x, buf.y, buf.w, jnp.float32(0.5))
    print(f"day {day}: +{n_today} fixes, coef {np.round(np.asarray(coef), 3)}")
