import jax
import jax.numpy as jnp
import numpy as np

from towers import EmbeddingService, Tower

IN_DIM = 20


def main():
    rng = np.random.default_rng(0)
    tower = Tower()
    params = tower.init(jax.random.PRNGKey(0), jnp.zeros((1, IN_DIM)))
    service = EmbeddingService(params, tower)
    index = []
    for chunk in range(5):
        docs = rng.normal(size=(16, IN_DIM)).astype(np.float32)
        index.append(np.asarray(service.embed(docs)))
    index = np.concatenate(index)
    print(index.shape)


if __name__ == "__main__":
    main()
