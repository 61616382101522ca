import jax
import jax.numpy as jnp
import numpy as np

from model import Scorer
from service import BatchingService

FEATURES = 6


def main():
    model = Scorer()
    params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, FEATURES)))
    svc = BatchingService(model, params, FEATURES)
    rng = np.random.default_rng(0)
    next_id = 0
    for tick in range(10):
        for _ in range(int(rng.poisson(4)) + 1):
            svc.submit(next_id, rng.normal(size=FEATURES))
            next_id += 1
        out = svc.flush()
        print(tick, len(out))


if __name__ == "__main__":
    main()
