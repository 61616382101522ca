import jax
import jax.numpy as jnp
import numpy as np

from decoding import make_sampler

VOCAB = 32


class Server:
    def __init__(self, temperature=0.8, top_k=5):
        self.temperature = temperature
        self.top_k = top_k
        self.key = jax.random.PRNGKey(0)

    def handle(self, logits):
        sampler = make_sampler(self.temperature, self.top_k)
        self.key, sub = jax.random.split(self.key)
        return sampler(logits, sub)


def main():
    rng = np.random.default_rng(4)
    server = Server()
    for req in range(6):
        logits = jnp.asarray(rng.normal(size=(2, VOCAB)), dtype=jnp.float32)
        print(req, np.asarray(server.handle(logits)).tolist())


if __name__ == "__main__":
    main()
