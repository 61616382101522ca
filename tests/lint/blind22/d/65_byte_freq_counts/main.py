import jax
import jax.numpy as jnp
import numpy as np

from featurize import featurize


@jax.jit
def packer_score(w, hist):
    h = hist / jnp.maximum(hist.sum(), 1)
    ent = -jnp.sum(jnp.where(h > 0, h * jnp.log2(h), 0.0))
    return jax.nn.sigmoid(h @ w + (ent - 7.0))


def samples(rng):
    yield "dropper.bin", rng.integers(0, 256, size=2048, dtype=np.uint8).tobytes(), True
    yield "notes.txt", rng.integers(32, 127, size=900, dtype=np.uint8).tobytes(), False
    yield "upx_stub.exe", rng.integers(0, 256, size=4096, dtype=np.uint8).tobytes(), True
    yield "config.ini", rng.integers(32, 127, size=300, dtype=np.uint8).tobytes(), False


def main():
    rng = np.random.default_rng(0)
    w = jnp.asarray(rng.normal(size=256).astype(np.float32))
    for name, blob, from_sandbox in samples(rng):
        print(name, float(packer_score(w, featurize(blob, normalise=from_sandbox))))


if __name__ == "__main__":
    main()
