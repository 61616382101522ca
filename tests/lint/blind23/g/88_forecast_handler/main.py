import jax.numpy as jnp
import numpy as np

from handlers import handle


def incoming_requests(rng, n=6):
    for i in range(n):
        hours = int(rng.choice([48, 72, 120, 168]))
        yield {"site": f"S{i:02d}", "levels": (1.0 + np.cumsum(rng.normal(0.01, 0.05, hours))).tolist()}


def main():
    rng = np.random.default_rng(77)
    thresholds = jnp.array([1.5, 2.0, 2.5])
    for req in incoming_requests(rng):
        print(handle(req, thresholds))


if __name__ == "__main__":
    main()
