import jax
import jax.numpy as jnp
import numpy as np

from frames import MinimapStream


@jax.jit
def fog_coverage(frames):
    x = frames.astype(jnp.float32)
    x = jnp.where(x.max() > 1.0, x / 255.0, x)
    dark = (x.mean(-1) < 0.2).astype(jnp.float32)
    return dark.mean(axis=(1, 2))


def main():
    stream = MinimapStream()
    cov = []
    for frame_id in [0, 1, 2, 0, 1, 3, 2]:
        cov.append(float(fog_coverage(stream.get(frame_id)).mean()))
    print(np.round(cov, 4))


if __name__ == "__main__":
    main()
