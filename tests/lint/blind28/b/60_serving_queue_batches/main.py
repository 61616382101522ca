import jax

from model import init, predict_lobbies
from server import RequestQueue


def serve(ticks=10):
    params = init(jax.random.PRNGKey(0))
    queue = RequestQueue(seed=4)
    served = 0
    for t in range(ticks):
        lobbies = queue.drain()
        probs = predict_lobbies(params, lobbies)
        served += probs.shape[0]
    return served


if __name__ == "__main__":
    print("served", serve())
