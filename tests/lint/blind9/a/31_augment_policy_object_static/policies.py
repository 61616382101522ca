import jax
import jax.numpy as jnp


class ColorPolicy:
    def __init__(self, brightness=0.2, contrast=0.2, saturation=0.3, grayscale_p=0.1):
        self.brightness = brightness
        self.contrast = contrast
        self.saturation = saturation
        self.grayscale_p = grayscale_p

    def __call__(self, key, image):
        kb, kc, ks, kg = jax.random.split(key, 4)
        image = image + jax.random.uniform(kb, minval=-self.brightness, maxval=self.brightness)
        mean = image.mean()
        image = (image - mean) * jax.random.uniform(kc, minval=1 - self.contrast,
                                                    maxval=1 + self.contrast) + mean
        gray = image.mean(axis=-1, keepdims=True)
        sat = jax.random.uniform(ks, minval=1 - self.saturation, maxval=1 + self.saturation)
        image = gray + (image - gray) * sat
        image = jnp.where(jax.random.bernoulli(kg, self.grayscale_p), gray * jnp.ones_like(image), image)
        return jnp.clip(image, 0.0, 1.0)
