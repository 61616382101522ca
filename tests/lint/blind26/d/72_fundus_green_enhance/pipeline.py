import jax

from preprocessing import green_channel_enhance


def prepare(image):
    enhance = jax.jit(green_channel_enhance)
    return enhance(image)
