import jax
import numpy as np

from serving.engine import init_params
from serving.handler import ClassifierHandler, Request


def incoming(n, batch=8, d=16, seed=1):
    rng = np.random.default_rng(seed)
    for i in range(n):
        yield Request(i, rng.standard_normal((batch, d)).astype(np.float32))


def main():
    params = init_params(jax.random.PRNGKey(0))
    handler = ClassifierHandler(params, temperature=0.7)
    for req in incoming(6):
        out = handler.handle(req)
        print(req.request_id, out[0])


if __name__ == "__main__":
    main()
