import numpy as np
import jax
from config import load_config
from model import init, deep_step

# clause-type classification (declarative / interrogative / imperative) from intonation features
rng = np.random.default_rng(85)
y = rng.integers(0, 3, 240).astype(np.int32)
x = (rng.normal(size=(3, 16))[y] + rng.normal(size=(240, 16))).astype(np.float32)
cfg = load_config()
params = init(jax.random.PRNGKey(0), 16, cfg["hidden"], cfg["n_layers"], 3)
for epoch in range(4):
    cfg = load_config()  # allow editing the lr between epochs
    for i in range(0, 240, 60):
        params, loss = deep_step(params, x[i:i + 60], y[i:i + 60], cfg["lr"], n_layers=cfg["n_layers"])
    print(epoch, float(loss))
