import jax
import jax.numpy as jnp
import numpy as np
import optax
from flax.training import train_state

from model import StrokeRateNet
from train import rowing_step

rng = np.random.default_rng(39)
rate = rng.uniform(18, 36, 96).astype(np.float32)  # strokes/min
t = np.arange(128) / 50.0
X = np.stack([np.sin(2 * np.pi * r / 60 * t) for r in rate])[..., None].astype(np.float32)  # boat accel
y = (rate - 27) / 5

net = StrokeRateNet()
state = train_state.TrainState.create(apply_fn=net.apply, params=net.init(jax.random.PRNGKey(0), X[:1]),
                                      tx=optax.adam(1e-2))
for epoch in range(4):
    for i in range(0, 96, 32):
        state, l = rowing_step(state, X[i:i + 32], y[i:i + 32])
    print(epoch, int(state.step), float(l))
