import equinox as eqx
import jax
import numpy as np

from dae import TextureDAE, denoise_step, optim

rng = np.random.default_rng(49)
# 8x8 flattened patches of clean jersey knit texture
patches = rng.random((128, 64)).astype(np.float32)

model = TextureDAE(jax.random.PRNGKey(0))
opt_state = optim.init(eqx.filter(model, eqx.is_array))
base_key = jax.random.PRNGKey(1)
for step in range(6):
    model, opt_state, loss = denoise_step(model, opt_state, patches, base_key, step)
    print(step, float(loss))
