import jax
import numpy as np

from service import CHARSET, RecognitionService

T, FEAT = 24, 16


def requests(n, seed=0):
    rng = np.random.default_rng(seed)
    for i in range(n):
        yield {"id": i, "features": rng.standard_normal((T, FEAT)).astype(np.float32)}


def main():
    weights = jax.random.normal(jax.random.PRNGKey(0), (FEAT, len(CHARSET) + 1))
    service = RecognitionService(weights)
    for req in requests(5):
        print(service.handle(req))


if __name__ == "__main__":
    main()
