import jax
import jax.numpy as jnp

from stream import segments


@jax.jit
def enhance(frames, gamma):
    luma = frames @ jnp.array([0.299, 0.587, 0.114])
    boosted = jnp.clip(frames ** gamma, 0.0, 1.0)
    sharpness = jnp.abs(jnp.diff(luma, axis=-1)).mean()
    return boosted, sharpness


def main():
    gamma = jnp.float32(0.8)
    for idx, (rendition, frames) in enumerate(segments(8)):
        out, sharp = enhance(frames, gamma)
        print(f"segment {idx} {rendition:>4} {out.shape[1:3]} sharpness={float(sharp):.4f}")


if __name__ == "__main__":
    main()
