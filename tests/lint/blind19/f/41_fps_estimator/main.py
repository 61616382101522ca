import jax
import jax.numpy as jnp

from clock import FrameClock


@jax.jit
def estimate_fps(timestamps):
    gaps = jnp.diff(timestamps)
    return 1.0 / jnp.median(gaps), jnp.std(gaps)


def main():
    clock = FrameClock(nominal_fps=30.0)
    for _ in range(3):
        clock.tick()
    for i in range(8):
        clock.tick()
        fps, jitter = estimate_fps(clock.recent())
        print(f"frame {i}: fps={float(fps):.2f} jitter={float(jitter) * 1000:.2f}ms")


if __name__ == "__main__":
    main()
