import jax
import jax.numpy as jnp


def bilinear_sample(texture, uv):
    h, w = texture.shape
    x = uv[..., 0] * (w - 1)
    y = uv[..., 1] * (h - 1)
    x0, y0 = jnp.floor(x).astype(jnp.int32), jnp.floor(y).astype(jnp.int32)
    x1, y1 = jnp.minimum(x0 + 1, w - 1), jnp.minimum(y0 + 1, h - 1)
    fx, fy = x - x0, y - y0
    top = texture[y0, x0] * (1 - fx) + texture[y0, x1] * fx
    bot = texture[y1, x0] * (1 - fx) + texture[y1, x1] * fx
    return top * (1 - fy) + bot * fy


@jax.jit
def texture_step(texture, uv, frame, lr=0.5):
    target = frame / 255.0 if frame.dtype == jnp.uint8 else frame

    def loss(t):
        return jnp.mean((bilinear_sample(t, uv) - target) ** 2)

    value, g = jax.value_and_grad(loss)(texture)
    return texture - lr * g * texture.size / uv[..., 0].size, value
