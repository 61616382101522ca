import jax
import jax.numpy as jnp
import numpy as np
from buffer import SalesBuffer

@jax.jit
def refit_buffer(X, y, valid, ridge):
    Xb = jnp.concatenate([X, jnp.ones((X.shape[0], 1))], axis=1) * valid[:, None]
    A = Xb.T @ Xb + ridge * jnp.eye(Xb.shape[1])
    return jnp.linalg.solve(A, Xb.T @ (y * valid))

rng = np.random.default_rng(0)
buf = SalesBuffer(160, 4)
for week in range(6):
    X = rng.normal(size=(40, 4)).astype(np.float32)
    y = (X @ np.array([0.3, 0.2, -0.1, 0.05], np.float32) + 12.5).astype(np.float32)
    buf.add(X, y)
    coef = refit_buffer(buf.X, buf.y, buf.valid, 1e-2)
    print(week, int(buf.valid.sum()), np.round(np.asarray(coef), 3))
