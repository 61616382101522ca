import jax
import jax.numpy as jnp

from ingest import phone_upload, to_portrait


@jax.jit
def saliency(frame):
    gray = frame.mean(axis=-1)
    gy = jnp.abs(jnp.diff(gray, axis=0)).mean()
    gx = jnp.abs(jnp.diff(gray, axis=1)).mean()
    center = gray[gray.shape[0] // 4: 3 * gray.shape[0] // 4, gray.shape[1] // 4: 3 * gray.shape[1] // 4].mean()
    return gx + gy + center


def main():
    for i, (frame, meta) in enumerate(phone_upload(8)):
        upright = to_portrait(frame, meta)
        print(i, meta["rotation"], round(float(saliency(upright)), 4))


if __name__ == "__main__":
    main()
