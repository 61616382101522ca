from functools import partial

import jax
import jax.numpy as jnp
import numpy as np

from filters import GaussianBlur


@partial(jax.jit, static_argnums=(0,))
def denoise(blur, frame, sigma):
    return blur.apply({}, frame, sigma)


def noise_level(frame):
    return float(np.abs(np.diff(frame, axis=1)).mean())


def main():
    rng = np.random.default_rng(0)
    blur = GaussianBlur()
    for i in range(6):
        frame = rng.random((16, 16), dtype=np.float32) * (0.5 + 0.1 * i)
        sigma = np.float32(round(0.5 + 2.0 * noise_level(frame), 2))
        out = denoise(blur, frame, sigma)
        print(i, sigma, round(float(out.std()), 4))


if __name__ == "__main__":
    main()
