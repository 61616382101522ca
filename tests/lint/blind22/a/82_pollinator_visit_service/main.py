import jax.numpy as jnp
import numpy as np

from service import VisitRateService


def requests(rng, n):
    # flower density, corolla depth, air temperature, wind speed
    for _ in range(n):
        yield rng.normal(size=(16, 4)).astype(np.float32)


def main():
    rng = np.random.default_rng(0)
    svc = VisitRateService(jnp.array([0.4, -0.2, 0.3, -0.5], jnp.float32), jnp.float32(0.1))
    for i, req in enumerate(requests(rng, 5)):
        print(i, round(float(svc.handle(req).mean()), 3))


if __name__ == "__main__":
    main()
