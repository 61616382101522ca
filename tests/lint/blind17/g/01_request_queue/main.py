import jax
import numpy as np

from batcher import RequestQueue
from model import init_params, predict


def serve_tick(queue, params):
    ids, batch = queue.drain()
    scores = predict(params, batch)
    return dict(zip(ids, np.asarray(scores).tolist()))


def main():
    rng = np.random.default_rng(0)
    params = init_params(jax.random.PRNGKey(0))
    queue = RequestQueue(max_batch=16)
    next_id = 0
    responses = {}
    for tick in range(6):
        arrivals = int(rng.integers(1, 12))
        for _ in range(arrivals):
            queue.submit(next_id, rng.normal(size=8))
            next_id += 1
        responses.update(serve_tick(queue, params))
    print("served", len(responses), "requests")


if __name__ == "__main__":
    main()
