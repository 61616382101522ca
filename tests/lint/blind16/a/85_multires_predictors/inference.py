import functools

import jax
import jax.numpy as jnp


@functools.lru_cache(maxsize=None)
def build_predictor(model, resolution):
    def predict(params, images):
        images = jax.image.resize(images, (images.shape[0], resolution, resolution, images.shape[-1]), "bilinear")
        return jnp.argmax(model.apply(params, images), axis=-1)

    return jax.jit(predict)
