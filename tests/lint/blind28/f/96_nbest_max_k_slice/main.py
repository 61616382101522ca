import jax
import numpy as np

from api import handle_request


def main():
    rng = np.random.default_rng(0)
    requests = [{"n_best": 3}, {"n_best": 5}, {}, {"n_best": 1}, {"n_best": 5}]
    for req in requests:
        log_probs = np.asarray(jax.nn.log_softmax(rng.normal(size=(4, 26)).astype(np.float32)))
        print(req, handle_request(req, log_probs)[0])


if __name__ == "__main__":
    main()
