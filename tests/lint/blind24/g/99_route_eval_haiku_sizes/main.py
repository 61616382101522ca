import jax
import jax.numpy as jnp
import numpy as np

from evaluate import per_route_report
from net import delay_net


def route_test_sets(rng):
    sets = {}
    for route, trips in [("A", 120), ("B", 85), ("C", 120), ("D", 43)]:
        x = rng.normal(size=(trips, 6)).astype(np.float32)
        y = np.digitize(x[:, 0], [-0.5, 0.5])
        sets[route] = (jnp.asarray(x), jnp.asarray(y))
    return sets


def main():
    rng = np.random.default_rng(0)
    params = delay_net.init(jax.random.PRNGKey(0), jnp.zeros((1, 6)))
    sets = route_test_sets(rng)
    for checkpoint in range(2):
        print(checkpoint, per_route_report(params, sets))


if __name__ == "__main__":
    main()
