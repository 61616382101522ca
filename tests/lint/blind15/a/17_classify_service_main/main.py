import jax
import jax.numpy as jnp
import numpy as np
import flax.linen as nn

from service import ClassifierService

CLASSES = ["cat", "dog", "bird", "car"]


class GlobalPoolNet(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Conv(8, (3, 3))(x))
        x = nn.relu(nn.Conv(8, (3, 3))(x))
        return nn.Dense(len(CLASSES))(jnp.mean(x, axis=(1, 2)))


def fake_requests(rng, n):
    for i in range(n):
        h, w = rng.integers(12, 30, size=2)
        yield {"id": i, "image": rng.integers(0, 256, size=(h, w, 3), dtype=np.uint8)}


def main():
    rng = np.random.default_rng(0)
    model = GlobalPoolNet()
    variables = model.init(jax.random.PRNGKey(0), jnp.zeros((1, 16, 16, 3)))
    service = ClassifierService(model, variables, CLASSES)
    for request in fake_requests(rng, 6):
        print(service.handle(request))


if __name__ == "__main__":
    main()
