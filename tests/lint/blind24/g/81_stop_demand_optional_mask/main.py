import jax.numpy as jnp
import numpy as np

from report import network_report


def main():
    rng = np.random.default_rng(0)
    accessible = jnp.asarray(rng.random(150) < 0.6, jnp.float32)
    for week in range(4):
        actual = jnp.asarray(rng.poisson(40, 150), jnp.float32)
        pred = actual * jnp.asarray(rng.normal(1.0, 0.15, 150), jnp.float32)
        print(week, network_report(pred, actual, accessible))


if __name__ == "__main__":
    main()
