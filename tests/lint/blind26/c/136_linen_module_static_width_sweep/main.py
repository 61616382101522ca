import numpy as np
import jax
from model import ArticulatoryRegressor, ema_step

# acoustic-to-articulatory inversion: sweep the dropout rate with the same architecture
rng = np.random.default_rng(136)
x = rng.normal(size=(256, 13)).astype(np.float32)
ema = np.tanh(x[:, :6] + 0.3 * x[:, 6:12]).astype(np.float32)
for rate in (0.0, 0.1, 0.2, 0.3):
    model = ArticulatoryRegressor(hidden=32, dropout_rate=rate)
    key = jax.random.PRNGKey(1)
    params = model.init(jax.random.PRNGKey(0), x[:1], key)
    for i in range(0, 256, 64):
        key, sub = jax.random.split(key)
        params, loss = ema_step(model, params, x[i:i + 64], ema[i:i + 64], sub)
    print(rate, float(loss))
