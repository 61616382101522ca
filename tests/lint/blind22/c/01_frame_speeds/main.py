import jax
import jax.numpy as jnp

from data import tracking_frames

FPS = 25.0


@jax.jit
def frame_speeds(pos, prev):
    v = (pos - prev) * FPS
    speed = jnp.linalg.norm(v, axis=-1)
    return speed.mean(), speed.max()


def main():
    totals = []
    for pos, prev in tracking_frames(6):
        mean_s, max_s = frame_speeds(pos, prev)
        totals.append(float(max_s))
    print("peak speed", max(totals))


if __name__ == "__main__":
    main()
