from functools import partial

import jax
import jax.numpy as jnp
import numpy as np

from filters import GaussianBlur


@partial(jax.jit, static_argnums=(0,))
def denoise(blur, frame):
    return blur.apply({}, frame)


def noise_level(frame):
    return float(np.abs(np.diff(frame, axis=1)).mean())


def main():
    rng = np.random.default_rng(0)
    for i in range(6):
        frame = rng.random((16, 16), dtype=np.float32) * (0.5 + 0.1 * i)
        sigma = round(0.5 + 2.0 * noise_level(frame), 2)
        out = denoise(GaussianBlur(sigma=sigma), frame)
        print(i, sigma, round(float(out.std()), 4))


if __name__ == "__main__":
    main()
