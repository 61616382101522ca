import jax
import jax.numpy as jnp
import numpy as np
import flax.linen as nn

from server import BatchingServer


class Classifier(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Conv(8, (3, 3))(x))
        return nn.Dense(5)(jnp.mean(x, axis=(1, 2)))


model = Classifier()


@jax.jit
def forward(variables, images):
    return jax.nn.softmax(model.apply(variables, images), -1)


def main():
    rng = np.random.default_rng(0)
    variables = model.init(jax.random.PRNGKey(0), jnp.zeros((1, 8, 8, 3)))
    server = BatchingServer(forward, variables)
    next_id = 0
    for tick in range(6):
        for _ in range(rng.integers(1, 12)):
            server.submit(next_id, rng.normal(size=(8, 8, 3)).astype(np.float32))
            next_id += 1
        results = server.flush()
        print(f"tick {tick} served {len(results)}")


if __name__ == "__main__":
    main()
