import jax
import numpy as np

from engine import init_params
from handlers import handle_complete, handle_score

ROUTES = {"complete": handle_complete, "score": handle_score}


def main():
    params = init_params(jax.random.PRNGKey(0))
    rng = np.random.default_rng(0)
    for i in range(8):
        route = "complete" if i % 2 == 0 else "score"
        req = {"tokens": rng.integers(0, 50, size=(4, 8)).tolist(),
               "temperature": 0.7 + 0.1 * i}
        print(route, ROUTES[route](params, req))


if __name__ == "__main__":
    main()
