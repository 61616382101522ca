import numpy as np
import jax
import jax.numpy as jnp
from flax import nnx


class Augmenter(nnx.Module):
    def __init__(self, noise):
        self.noise = noise

    def __call__(self, x, rngs):
        return x + self.noise * jax.random.normal(rngs.augment(), x.shape)


@nnx.jit
def augment_batch(aug, x, rngs):
    return aug(x, rngs)


aug = Augmenter(0.05)
rng = np.random.default_rng(118)
# accelerometer windows from ear tags (8 windows x 30 samples x 3 axes)
for step in range(6):
    x = rng.normal(size=(8, 30, 3)).astype(np.float32)
    xa = augment_batch(aug, x, nnx.Rngs(augment=step))
    print(step, float(jnp.abs(xa - x).mean()))
