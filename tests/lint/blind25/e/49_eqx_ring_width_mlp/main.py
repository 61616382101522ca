import numpy as np
import jax
import equinox as eqx
from model import RingNet, predict_rings

rng = np.random.default_rng(33)
climate = rng.normal(size=(5, 30, 4)).astype(np.float32)
model = RingNet(jax.random.PRNGKey(0))
key = jax.random.PRNGKey(1)
for site in range(5):
    key, k = jax.random.split(key)
    train_pred = predict_rings(model, climate[site], k)
    eval_model = eqx.nn.inference_mode(model)
    eval_pred = predict_rings(eval_model, climate[site], k)
    print("site", site, round(float(train_pred.mean()), 3), round(float(eval_pred.mean()), 3))
