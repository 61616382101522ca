import jax
import jax.numpy as jnp

SEVERITY_SIGMA = {1: 0.08, 2: 0.12, 3: 0.18, 4: 0.26, 5: 0.38}


@jax.jit
def gaussian_noise(key, images, sigma):
    return jnp.clip(images + sigma * jax.random.normal(key, images.shape), -3.0, 3.0)


def corruption_fn(severity):
    sigma = jnp.float32(SEVERITY_SIGMA[severity])
    return lambda key, images: gaussian_noise(key, images, sigma)
