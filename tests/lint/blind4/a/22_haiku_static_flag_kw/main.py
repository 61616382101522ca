import jax
import jax.numpy as jnp
import numpy as np

from model import forward, haiku_logits

rng = np.random.default_rng(0)
x = rng.normal(size=(8, 5)).astype(np.float32)
key = jax.random.PRNGKey(0)
params = forward.init(key, x, True)


def predict(params, x):
    return haiku_logits(params, key, x, is_training=False).argmax(-1)


for epoch in range(3):
    key, sub = jax.random.split(key)
    train_out = haiku_logits(params, sub, x, True)
    val_out = haiku_logits(params, sub, x, False)
    print(epoch, float(train_out.mean()), float(val_out.mean()), predict(params, x)[:3])
