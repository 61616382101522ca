import numpy as np
import jax
import jax.numpy as jnp
from flax import nnx


class Denoiser(nnx.Module):
    def __init__(self, rngs):
        self.enc = nnx.Linear(64, 32, rngs=rngs)
        self.dec = nnx.Linear(32, 64, rngs=rngs)

    def __call__(self, x):
        return self.dec(nnx.relu(self.enc(x)))


@nnx.jit
def mc_augment_loss(model, x, rngs):
    noisy = x + 0.3 * jax.random.normal(rngs.noise(), x.shape)
    return jnp.mean((model(noisy) - x) ** 2)


model = Denoiser(nnx.Rngs(0))
rng = np.random.default_rng(0)
frames = rng.normal(size=(128, 64)).astype(np.float32)     # bat call spectrogram frames
for trial in range(5):
    loss = mc_augment_loss(model, frames, nnx.Rngs(noise=trial))
    print(trial, round(float(loss), 4))
