import jax
import jax.numpy as jnp

from decoder import decode_stream


@jax.jit
def luma_stats(frame):
    rgb = frame.astype(jnp.float32) / 255.0
    y = 0.299 * rgb[..., 0] + 0.587 * rgb[..., 1] + 0.114 * rgb[..., 2]
    return y.mean(), y.std()


def main():
    for i, frame in decode_stream(10):
        mean, std = luma_stats(frame)
        print(f"frame {i}: mean={float(mean):.3f} std={float(std):.3f}")


if __name__ == "__main__":
    main()
