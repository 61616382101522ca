import jax
import jax.numpy as jnp


def augment_one(image, key):
    k1, k2, k3 = jax.random.split(key, 3)
    image = jnp.where(jax.random.bernoulli(k1), image[:, ::-1], image)
    brightness = jax.random.uniform(k2, minval=-0.1, maxval=0.1)
    contrast = jax.random.uniform(k3, minval=0.8, maxval=1.2)
    mean = image.mean()
    return jnp.clip((image - mean) * contrast + mean + brightness, 0.0, 1.0)
