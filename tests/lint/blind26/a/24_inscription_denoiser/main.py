import numpy as np
import jax
import equinox as eqx

from model import Denoiser
from train import optim, denoise_step

rng = np.random.default_rng(0)
patches = rng.uniform(size=(16, 1, 16, 16)).astype(np.float32)
model = Denoiser(jax.random.PRNGKey(0))
opt_state = optim.init(eqx.filter(model, eqx.is_array))
key = jax.random.PRNGKey(1)
for epoch in range(4):
    model = eqx.tree_at(lambda m: m.sigma, model, 0.5 * 0.7 ** epoch)
    for _ in range(3):
        key, sub = jax.random.split(key)
        model, opt_state, loss = denoise_step(model, opt_state, patches, sub)
    print(epoch, round(model.sigma, 3), float(loss))
