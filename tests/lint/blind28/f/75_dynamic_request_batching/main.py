import jax.numpy as jnp
import numpy as np

from queue_sim import RequestQueue
from server import serve_batch


def main():
    rng = np.random.default_rng(1)
    params = {"w": jnp.asarray(rng.normal(size=(42, 32)) * 0.1, jnp.float32),
              "out": jnp.asarray(rng.normal(size=(32, 20)) * 0.1, jnp.float32)}
    q = RequestQueue()
    for tick in range(6):
        q.arrive()
        clips = q.drain()
        labels, conf = serve_batch(params, clips)
        print(tick, clips.shape[0], np.asarray(labels).tolist())


if __name__ == "__main__":
    main()
