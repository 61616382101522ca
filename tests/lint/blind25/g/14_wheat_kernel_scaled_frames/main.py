import numpy as np
import jax
import jax.numpy as jnp


class Camera:
    def __init__(self, bits, seed):
        self.bits = bits
        self.rng = np.random.default_rng(seed)

    def grab(self, n=16):
        dtype = np.uint8 if self.bits <= 8 else np.uint16
        raw = self.rng.integers(0, 2 ** self.bits, size=(n, 24, 24)).astype(dtype)
        return raw.astype(np.float32) / float(2 ** self.bits - 1)


@jax.jit
def vitreousness(frames, cutoff):
    bright = frames > cutoff
    return bright.mean(axis=(1, 2))


def main():
    cams = [Camera(8, 0), Camera(12, 1), Camera(10, 2)]
    cutoff = jnp.float32(0.65)
    for rnd in range(3):
        for i, cam in enumerate(cams):
            v = vitreousness(cam.grab(), cutoff)
            print(rnd, i, round(float(v.mean()), 3))


if __name__ == "__main__":
    main()
