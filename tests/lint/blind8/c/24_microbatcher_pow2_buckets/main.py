import jax
import jax.numpy as jnp
import numpy as np

from batcher import MicroBatcher

W = jax.random.normal(jax.random.PRNGKey(0), (12, 3))


@jax.jit
def predict(x):
    return jax.nn.softmax(jnp.tanh(x) @ W, axis=-1)


def main():
    rng = np.random.default_rng(1)
    batcher = MicroBatcher(predict, max_batch=8)
    rid = 0
    arrivals = [3, 0, 5, 1, 9, 2, 0, 6, 4, 7, 2, 3]
    for n_new in arrivals:
        for _ in range(n_new):
            batcher.submit(f"r{rid}", rng.normal(size=12).astype(np.float32))
            rid += 1
        batcher.tick()
    while batcher.queue:
        batcher.flush()
    print(f"served {len(batcher.results)} / {rid} requests")


if __name__ == "__main__":
    main()
