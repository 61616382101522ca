import numpy as np
import jax
import jax.numpy as jnp

from crops import WeaveCrops


@jax.jit
def crop_features(patch):
    f = jnp.abs(jnp.fft.rfft2(patch - patch.mean()))
    return jnp.stack([f[1:4, :4].mean(), f[:4, 1:4].mean(), f.max()])


rng = np.random.default_rng(0)
photos = [rng.uniform(size=(int(rng.integers(40, 90)), int(rng.integers(40, 90)))).astype(np.float32) for _ in range(5)]
feats = np.stack([np.asarray(crop_features(p)) for p in WeaveCrops(photos)])
print(feats.shape, np.round(feats.mean(0), 3))
