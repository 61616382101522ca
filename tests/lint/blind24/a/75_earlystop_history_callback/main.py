import numpy as np
import jax
import jax.numpy as jnp
from callbacks import PlateauMonitor

# milk fever (hypocalcaemia) risk from pre-calving DCAD, parity, BCS and Ca intake
rng = np.random.default_rng(60)
x = rng.normal(size=(200, 4)).astype(np.float32)
y = (x @ np.array([0.9, 0.6, 0.2, -0.5]) + rng.normal(0, 0.5, 200) > 0.5).astype(np.float32)


@jax.jit
def hypocalcaemia_epoch(w, x, y):
    def nll(w):
        z = x @ w
        return jnp.mean(jnp.logaddexp(0.0, z) - y * z)
    l, g = jax.value_and_grad(nll)(w)
    return w - 0.5 * g, l


w = jnp.zeros(4)
monitor = PlateauMonitor()
for epoch in range(8):
    w, _ = hypocalcaemia_epoch(w, x[:150], y[:150])
    _, val = hypocalcaemia_epoch(w, x[150:], y[150:])
    monitor.on_epoch_end(epoch, float(val))
