import jax.numpy as jnp
import numpy as np

from queue_sim import RequestQueue
from server import serve_padded


def main():
    rng = np.random.default_rng(1)
    params = {"w": jnp.asarray(rng.normal(size=(42, 32)) * 0.1, jnp.float32),
              "out": jnp.asarray(rng.normal(size=(32, 20)) * 0.1, jnp.float32)}
    q = RequestQueue()
    for tick in range(6):
        q.arrive()
        clips, n = q.drain()
        labels, conf = serve_padded(params, clips)
        print(tick, n, np.asarray(labels)[:n].tolist())


if __name__ == "__main__":
    main()
