import functools

import jax
import jax.numpy as jnp
import numpy as np

from config import BASE, config_for_epoch


@functools.partial(jax.jit, static_argnames=("cfg",))
def degrade_lines(images, cfg):
    kernel = jnp.array([0.25, 0.5, 0.25])
    for _ in range(cfg.blur_passes):
        images = jax.vmap(jax.vmap(lambda row: jnp.convolve(row, kernel, mode="same")))(images)
    return images[:, : cfg.line_height, : cfg.max_width]


def main():
    rng = np.random.default_rng(0)
    lines = jnp.asarray(rng.random((8, BASE.line_height, BASE.max_width)), jnp.float32)
    for epoch in range(4):
        cfg = config_for_epoch(epoch)
        for _ in range(3):
            noisy = degrade_lines(lines, cfg=cfg)
        print(epoch, cfg.blur_passes, float(noisy.std()))


if __name__ == "__main__":
    main()
