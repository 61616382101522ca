import jax
import numpy as np

from app import CONFIG, IntentService
from model import IntentClassifier


def main():
    rng = np.random.default_rng(0)
    params = IntentClassifier(**CONFIG).init(jax.random.PRNGKey(0), np.zeros((1, 10), np.float32))
    service = IntentService(params)
    for _ in range(5):
        batch = rng.normal(size=(4, 10)).astype(np.float32)
        print(service.handle(batch))


if __name__ == "__main__":
    main()
