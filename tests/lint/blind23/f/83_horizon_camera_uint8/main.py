import numpy as np
import jax
import jax.numpy as jnp

from frames import frame_stream, H, W


@jax.jit
def horizon_attitude(img):
    img = img / jnp.max(img)
    gy = jnp.diff(img, axis=0)
    rows = jnp.argmin(gy, axis=0).astype(jnp.float32)
    cols = jnp.arange(W, dtype=jnp.float32)
    slope = jnp.polyfit(cols - W / 2, rows, 1)
    roll = jnp.arctan(slope[0])
    pitch = (slope[1] + 0.5 - H / 2) / 40.0
    return roll, pitch


def main():
    rng = np.random.default_rng(0)
    for k, (img, truth) in enumerate(frame_stream(rng, 10)):
        roll, pitch = horizon_attitude(img)
        print(k, img.dtype, np.round(truth, 3), round(float(roll), 3), round(float(pitch), 3))


if __name__ == "__main__":
    main()
