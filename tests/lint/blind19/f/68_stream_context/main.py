import jax.numpy as jnp
import numpy as np

from session import StreamSession


def main():
    rng = np.random.default_rng(0)
    session = StreamSession("cam-7", 12, 12)
    mean = jnp.zeros((), jnp.float32)
    frames_seen = jnp.zeros((), jnp.int32)
    for _ in range(6):
        frame = rng.random((session.height, session.width), dtype=np.float32)
        norm, mean = session.normalise(frame, mean, frames_seen)
        frames_seen = frames_seen + 1
    print(int(frames_seen), float(mean), float(norm.std()))


if __name__ == "__main__":
    main()
