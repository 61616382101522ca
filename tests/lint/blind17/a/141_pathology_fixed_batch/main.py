import jax.numpy as jnp
import numpy as np

from request_queue import RequestQueue
from server import serve_once


def main():
    rng = np.random.default_rng(0)
    w = jnp.asarray(rng.normal(size=(6, 3)).astype(np.float32))
    queue = RequestQueue(rng)
    for tick in range(8):
        print(tick, serve_once(w, queue))


if __name__ == "__main__":
    main()
