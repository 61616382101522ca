import jax
import jax.numpy as jnp
import numpy as np

from model import MobileLikeNet
from service import ImageClassifierService


def main():
    model = MobileLikeNet()
    params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, 16, 16, 3)))
    service = ImageClassifierService(model, params)
    rng = np.random.default_rng(0)
    for i in range(5):
        request = {"id": i, "image": rng.integers(0, 256, size=(16, 16, 3))}
        print(service.handle(request))


if __name__ == "__main__":
    main()
