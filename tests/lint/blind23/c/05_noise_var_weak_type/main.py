import numpy as np
import jax.numpy as jnp
from estimators import lmmse_estimate

N = 32
rng = np.random.default_rng(3)
delays = np.arange(N)
r_hh = np.exp(-np.abs(delays[:, None] - delays[None, :]) / 6.0).astype(np.complex64)
chol = np.linalg.cholesky(r_hh + 1e-6 * np.eye(N))

# measured noise floors from the receiver log; the first entries are the nominal setting
noise_floors = [1, 1, 0.5, 0.25, np.float32(0.1), np.float32(0.05)]

for nv in noise_floors:
    h = chol @ ((rng.standard_normal(N) + 1j * rng.standard_normal(N)) / np.sqrt(2))
    x_p = np.exp(1j * np.pi / 4 * (2 * rng.integers(0, 4, N) + 1))
    y_p = h * x_p + np.sqrt(float(nv) / 2) * (rng.standard_normal(N) + 1j * rng.standard_normal(N))
    h_hat = lmmse_estimate(jnp.asarray(y_p, jnp.complex64), jnp.asarray(x_p, jnp.complex64), r_hh, nv)
    mse = float(jnp.mean(jnp.abs(h_hat - h) ** 2))
    print(f"noise {float(nv):.3f}  mse {mse:.4f}")
