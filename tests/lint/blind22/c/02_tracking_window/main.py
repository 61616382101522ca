import jax
import jax.numpy as jnp

from data import tracking_frames

FPS = 25.0


@jax.jit
def frame_speeds(pos, prev, mask):
    v = (pos - prev) * FPS
    speed = jnp.linalg.norm(v, axis=-1)
    n = jnp.maximum(mask.sum(), 1)
    mean = jnp.where(mask, speed, 0.0).sum() / n
    peak = jnp.where(mask, speed, -jnp.inf).max()
    return mean, peak


def main():
    totals = []
    for pos, prev, mask in tracking_frames(6):
        mean_s, max_s = frame_speeds(pos, prev, mask)
        totals.append(float(max_s))
    print("peak speed", max(totals))


if __name__ == "__main__":
    main()
