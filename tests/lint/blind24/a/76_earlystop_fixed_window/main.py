import numpy as np
import jax
import jax.numpy as jnp
from callbacks import TrendMonitor

# ketosis (BHB >= 1.2 mmol/L) from milk fat:protein ratio, DIM, parity, BCS loss, rumination
rng = np.random.default_rng(61)
x = rng.normal(size=(240, 5)).astype(np.float32)
y = (x @ np.array([1.0, -0.4, 0.3, 0.8, -0.6]) > 0.4).astype(np.float32)


@jax.jit
def ketosis_step(w, xb, yb):
    def nll(w):
        z = xb @ w
        return jnp.mean(jnp.logaddexp(0.0, z) - yb * z)
    l, g = jax.value_and_grad(nll)(w)
    return w - 0.3 * g, l


@jax.jit
def ketosis_val_loss(w, xv, yv):
    z = xv @ w
    return jnp.mean(jnp.logaddexp(0.0, z) - yv * z)


w = jnp.zeros(5)
monitor = TrendMonitor()
for epoch in range(9):
    w, _ = ketosis_step(w, x[:180], y[:180])
    stop = monitor(epoch, float(ketosis_val_loss(w, x[180:], y[180:])))
