import jax
import jax.numpy as jnp
import numpy as np

from queueing import RequestQueue, next_microbatch, simulate_arrivals

MAX_BATCH = 16
DIM = 10


@jax.jit
def anomaly_score(w, mu, x):
    z = (x - mu) @ w
    return jnp.sqrt((z * z).sum(-1))


def main():
    rng = np.random.default_rng(3)
    w = jnp.asarray(rng.standard_normal((DIM, DIM)).astype(np.float32) / np.sqrt(DIM))
    mu = jnp.zeros(DIM)
    queue = RequestQueue()
    arrivals_per_tick = [3, 11, 20, 7, 5, 16]
    for tick, n in enumerate(arrivals_per_tick):
        simulate_arrivals(queue, n, DIM, rng)
        batch = next_microbatch(queue, MAX_BATCH)
        scores = anomaly_score(w, mu, batch)
        print(f"tick {tick}: served {len(batch)}, backlog {len(queue)}, "
              f"max score {float(scores.max()):.2f}")


if __name__ == "__main__":
    main()
