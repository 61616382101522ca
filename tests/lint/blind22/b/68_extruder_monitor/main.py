import jax
import jax.numpy as jnp

from frames import frame_source


@jax.jit
def melt_instability(frame):
    dp = jnp.diff(frame.pressures)
    dt = jnp.diff(frame.temps)
    return jnp.std(dp) + 0.5 * jnp.std(dt)


def main():
    for frame in frame_source(seed=71):
        score = melt_instability(frame)
        print(frame.line_id, frame.captured_at, round(float(score), 3))


if __name__ == "__main__":
    main()
