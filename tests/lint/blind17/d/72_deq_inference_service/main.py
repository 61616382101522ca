import jax
import numpy as np

from model import init_deq
from service import PredictionService

if __name__ == "__main__":
    rng = np.random.default_rng(0)
    service = PredictionService(init_deq(jax.random.PRNGKey(0)))
    for tick in range(6):
        for _ in range(rng.integers(1, 6)):
            service.submit(rng.normal(size=8))
        print(tick, service.flush())
