import jax
import jax.numpy as jnp
import numpy as np


def random_crop_flip(key, image, crop=6):
    k1, k2, k3 = jax.random.split(key, 3)
    h, w = image.shape[0], image.shape[1]
    top = jax.random.randint(k1, (), 0, h - crop + 1)
    left = jax.random.randint(k2, (), 0, w - crop + 1)
    patch = jax.lax.dynamic_slice(image, (top, left, 0), (crop, crop, image.shape[2]))
    return jnp.where(jax.random.bernoulli(k3), patch[:, ::-1], patch)


def image_stream(n_batches, batch_size, seed=0):
    rng = np.random.default_rng(seed)
    for _ in range(n_batches):
        yield rng.random((batch_size, 8, 8, 3), dtype=np.float32)


key = jax.random.PRNGKey(0)
for i, images in enumerate(image_stream(n_batches=5, batch_size=4)):
    key, sub = jax.random.split(key)
    keys = jax.random.split(sub, images.shape[0])
    augmented = jax.jit(jax.vmap(random_crop_flip))(keys, images)
    print(i, augmented.shape, float(augmented.mean()))
