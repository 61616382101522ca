import jax
import jax.numpy as jnp


def hflip(key, images):
    return images[:, :, ::-1, :]


def rot90(key, images):
    k = jax.random.randint(key, (), 0, 4)
    return jax.lax.switch(k, [lambda x: jnp.rot90(x, i, axes=(1, 2)) for i in range(4)], images)


def brightness(key, images):
    delta = jax.random.uniform(key, (images.shape[0], 1, 1, 1), minval=-0.2, maxval=0.2)
    return jnp.clip(images + delta, 0.0, 1.0)


def cutout(key, images, size=3):
    h, w = images.shape[1:3]
    ky, kx = jax.random.split(key)
    y = jax.random.randint(ky, (images.shape[0],), 0, h - size)
    x = jax.random.randint(kx, (images.shape[0],), 0, w - size)
    rows = jnp.arange(h)[None, :, None]
    cols = jnp.arange(w)[None, None, :]
    inside = ((rows >= y[:, None, None]) & (rows < y[:, None, None] + size)
              & (cols >= x[:, None, None]) & (cols < x[:, None, None] + size))
    return jnp.where(inside[..., None], 0.0, images)
