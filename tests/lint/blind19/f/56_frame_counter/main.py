import jax
import jax.numpy as jnp

from sources import archive_source, live_source


@jax.jit
def flicker_phase(frame, frame_no, period):
    phase = jnp.sin(2 * jnp.pi * frame_no / period)
    return frame.mean() * (1 + 0.1 * phase)


def main():
    period = jnp.float32(12.0)
    for name, src in [("live", live_source(3)), ("archive", archive_source(3))]:
        vals = [round(float(flicker_phase(f, no, period)), 4) for no, f in src]
        print(name, vals)


if __name__ == "__main__":
    main()
