import numpy as np
import jax.numpy as jnp

from forecaster import MilkForecaster

ar = np.zeros(14, np.float32)
ar[-1], ar[-2], ar[-7] = 0.6, 0.25, 0.1
server = MilkForecaster({"ar": jnp.asarray(ar), "c": jnp.float32(1.2)})

rng = np.random.default_rng(26)
for request in range(5):
    history = rng.normal(30, 3, size=(12, 14)).astype(np.float32)
    preds = server.predict(history)
    print("request", request, "mean forecast", round(float(preds.mean()), 2))
