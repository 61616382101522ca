import jax.numpy as jnp


def image_contrast(img):
    row = img[img.shape[0] // 2]
    return (row.max() - row.min()) / (row.max() + row.min())


def nils_proxy(img):
    row = img[img.shape[0] // 2]
    grad = jnp.abs(jnp.diff(row))
    return grad.max() / row.mean()
