import jax
import jax.numpy as jnp
import numpy as np

from model import PixelClassifier
from service import LandCoverService


def main():
    rng = np.random.default_rng(0)
    init_tile = jnp.zeros((1, 32, 32, 4), jnp.float32)
    params = PixelClassifier().init(jax.random.PRNGKey(0), init_tile)
    service = LandCoverService(params)
    for i in range(4):
        tile = jnp.asarray(rng.normal(size=(32, 32, 4)).astype(np.float32))
        labels = service.classify(tile)
        hist = service.class_histogram(labels)
        print(f"request {i}: dominant class {max(hist, key=hist.get)}")


if __name__ == "__main__":
    main()
