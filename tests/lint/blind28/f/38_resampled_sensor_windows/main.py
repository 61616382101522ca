import jax.numpy as jnp
import numpy as np

from devices import recordings
from model import band_embed


def main():
    proj = jnp.asarray(np.random.default_rng(1).normal(size=(48, 16)) * 0.1, jnp.float32)
    for name, hz, windows in recordings():
        emb = band_embed(windows, proj)
        print(name, hz, emb.shape, float(emb.std()))


if __name__ == "__main__":
    main()
