import numpy as np
import jax
import jax.numpy as jnp

from model import TesseraNet
from train import forward_pass

rng = np.random.default_rng(0)
x = rng.normal(size=(96, 9)).astype(np.float32)
y = rng.integers(0, 6, size=96)
params = TesseraNet().init(jax.random.PRNGKey(0), x[:1], False)
key = jax.random.PRNGKey(1)
for epoch in range(4):
    model = TesseraNet(rate=0.4 - 0.1 * epoch)
    key, sub = jax.random.split(key)
    params, loss = forward_pass(model, params, x, y, sub)
    print(epoch, float(loss))
