import jax
import jax.numpy as jnp
import numpy as np

from assim import OptimalInterpolation

n, p = 30, 8
dist = np.abs(np.arange(n)[:, None] - np.arange(n)[None, :])
B = jnp.asarray(np.exp(-dist / 4.0), dtype=jnp.float32)
R = 0.1 * jnp.eye(p)
H = jnp.zeros((p, n)).at[jnp.arange(p), jnp.arange(0, n, n // p)[:p]].set(1.0)


def model_forecast(x):
    return 0.95 * jnp.roll(x, 1)


rng = np.random.default_rng(0)
truth = np.sin(np.linspace(0, 2 * np.pi, n)).astype(np.float32)
xa = jnp.zeros(n)
oi = OptimalInterpolation(B, R, H)
for cycle in range(5):
    truth = np.roll(truth, 1) * 0.95
    y = H @ truth + 0.3 * rng.standard_normal(p).astype(np.float32)
    xb = model_forecast(xa)
    xa = oi(xb, y)
    print(cycle, float(jnp.sqrt(jnp.mean((xa - truth) ** 2))))
