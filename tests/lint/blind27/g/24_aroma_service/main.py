import numpy as np
import jax

from model import aroma_model
from serve import AromaService


def main():
    rng = np.random.default_rng(0)
    params = aroma_model.init(jax.random.PRNGKey(1), np.zeros((1, 20), np.float32))
    service = AromaService(params)
    for request in range(6):
        gcms = rng.lognormal(0, 1, (8, 20)).astype(np.float32)
        print("request", request, service(np.log1p(gcms)))


if __name__ == "__main__":
    main()
