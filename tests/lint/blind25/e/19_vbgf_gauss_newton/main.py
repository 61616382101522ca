import numpy as np
import jax.numpy as jnp
from growth import vb_residuals
from report import summarise_fit

rng = np.random.default_rng(6)
ages = rng.integers(1, 15, 200).astype(np.float32)
lengths = (80 * (1 - np.exp(-0.25 * (ages + 0.5))) + rng.normal(0, 3, 200)).astype(np.float32)

theta = jnp.array([60.0, 0.2, 0.0])
for it in range(25):
    r = vb_residuals(theta, ages, lengths)
    e = jnp.exp(-theta[1] * (ages - theta[2]))
    J = -jnp.stack([1 - e, theta[0] * (ages - theta[2]) * e, -theta[0] * theta[1] * e], axis=1)
    theta = theta - jnp.linalg.solve(J.T @ J + 1e-3 * jnp.eye(3), J.T @ r)
print("Linf, k, t0 =", np.round(np.asarray(theta), 3), "rmse", summarise_fit(theta, ages, lengths))
