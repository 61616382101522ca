import jax.numpy as jnp
import numpy as np
from flax import nnx

from preprocess import thumbnail

PAGE_SIZES = [(110, 85), (140, 100), (110, 85), (85, 110), (120, 120)]  # letter, A4, letter, landscape, square


class ThumbnailEncoder(nnx.Module):
    def __init__(self, rngs):
        self.conv = nnx.Conv(1, 8, kernel_size=(3, 3), strides=(2, 2), rngs=rngs)
        self.proj = nnx.Linear(8, 16, rngs=rngs)

    def __call__(self, x):
        return self.proj(nnx.relu(self.conv(x)).mean(axis=(1, 2)))


@nnx.jit
def embed(model, thumbs):
    return model(thumbs)


def main():
    rng = np.random.default_rng(0)
    model = ThumbnailEncoder(nnx.Rngs(0))
    for h, w in PAGE_SIZES:
        page = rng.random((h, w)).astype(np.float32)
        thumb = thumbnail(page)
        vec = embed(model, jnp.asarray(thumb)[None, :, :, None])
        print((h, w), thumb.shape, vec.shape)


if __name__ == "__main__":
    main()
