import jax
import jax.numpy as jnp
import numpy as np

from service import TemperatureService


def make_requests(n, seed=0):
    rng = np.random.default_rng(seed)
    sizes = [3, 17, 5, 17, 40, 9, 3, 28]
    return [{"id": i, "points": rng.uniform(0, 1, (sizes[i % len(sizes)], 2)).tolist()} for i in range(n)]


def main():
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = {"w1": jax.random.normal(k1, (2, 32)), "b1": jnp.zeros(32), "w2": jax.random.normal(k2, (32,)) * 0.1}
    svc = TemperatureService(params)
    for req in make_requests(8):
        resp = svc.handle(req)
        print(resp["id"], len(resp["temperature"]))


if __name__ == "__main__":
    main()
