import jax.numpy as jnp
import numpy as np

from predictor import LoadModel


def main():
    rng = np.random.default_rng(0)
    models = [LoadModel(r) for r in ["5", "8", "14", "21", "33"]]
    for day in range(3):
        for m in models:
            b = jnp.asarray(rng.poisson(6, 20), jnp.float32)
            a = jnp.asarray(rng.poisson(5, 20), jnp.float32)
            print(day, m.route_id, round(float(m.standing_share(b, a)), 3))


if __name__ == "__main__":
    main()
