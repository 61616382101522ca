import jax
import jax.numpy as jnp

from ingest import phone_upload


@jax.jit
def saliency(frame):
    gray = frame.mean(axis=-1)
    gy = jnp.abs(jnp.diff(gray, axis=0)).mean()
    gx = jnp.abs(jnp.diff(gray, axis=1)).mean()
    center = gray[gray.shape[0] // 4: 3 * gray.shape[0] // 4, gray.shape[1] // 4: 3 * gray.shape[1] // 4].mean()
    return gx + gy + center


def main():
    for i, (frame, meta) in enumerate(phone_upload(8)):
        print(i, meta["rotation"], round(float(saliency(frame)), 4))


if __name__ == "__main__":
    main()
