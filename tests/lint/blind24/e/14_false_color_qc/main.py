import numpy as np
import jax
import jax.numpy as jnp


class PlateReader:
    """Decodes plates from several containers into float32 scene-linear RGB."""

    def __init__(self, seed=0):
        self.rng = np.random.default_rng(seed)

    def _raw(self, path):
        if path.endswith(".mov"):
            return self.rng.integers(0, 256, (36, 64, 3), dtype=np.uint8)
        if path.endswith(".exr"):
            return self.rng.uniform(0, 4, (36, 64, 3)).astype(np.float16)
        return self.rng.uniform(0, 1, (36, 64, 3))

    def read(self, path):
        raw = self._raw(path)
        if raw.dtype == np.uint8:
            return (raw / 255.0).astype(np.float32) ** 2.2
        return raw.astype(np.float32)


@jax.jit
def false_color(img):
    luma = img @ jnp.array([0.2126, 0.7152, 0.0722])
    stops = jnp.log2(jnp.maximum(luma, 1e-4) / 0.18)
    zones = jnp.clip(jnp.round(stops + 5), 0, 10).astype(jnp.int32)
    return jnp.bincount(zones.ravel(), length=11)


def main():
    reader = PlateReader()
    for path in ["A001.mov", "A002.exr", "A003.dpx", "A004.mov", "VFX_010.exr"]:
        hist = false_color(reader.read(path))
        print(path, np.asarray(hist).tolist())


if __name__ == "__main__":
    main()
