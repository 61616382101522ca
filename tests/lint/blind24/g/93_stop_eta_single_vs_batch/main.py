import jax.numpy as jnp
import numpy as np

from api import EtaAPI


def main():
    rng = np.random.default_rng(0)
    api = EtaAPI(jnp.asarray([0.8, 1.5, 0.2, 0.4, 1.0], jnp.float32))
    route = rng.uniform(0, 3, (12, 4))
    print("route", np.round(api.for_route(route), 1).tolist())
    for stop in (0, 5, 11):
        print("stop", stop, round(api.for_stop(route[stop]), 2))


if __name__ == "__main__":
    main()
