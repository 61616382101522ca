import numpy as np
import equinox as eqx
import jax

from model import NoisyEncoder
from train import opt, train_step

rng = np.random.default_rng(0)
X = rng.normal(size=(192, 48)).astype(np.float32)
Y = rng.integers(0, 4, size=192).astype(np.int32)   # alarm, contact, song, begging

key = jax.random.PRNGKey(0)
model = NoisyEncoder(key)
opt_state = opt.init(eqx.filter(model, eqx.is_array))
for epoch in range(5):
    model = eqx.tree_at(lambda m: m.noise_std, model, 0.5 * (1 - epoch / 5))
    for i in range(0, 192, 64):
        key, sub = jax.random.split(key)
        model, opt_state, loss = train_step(model, opt_state, X[i:i + 64], Y[i:i + 64], sub)
    print(epoch, model.noise_std, float(loss))
