import jax.numpy as jnp
import numpy as np

from predictor import RouteLoadPredictor


def main():
    rng = np.random.default_rng(0)
    predictors = [RouteLoadPredictor(r, 20) for r in ["5", "8", "14", "21", "33"]]
    for day in range(3):
        for p in predictors:
            b = jnp.asarray(rng.poisson(4, p.n_stops), jnp.float32)
            a = jnp.asarray(rng.poisson(4, p.n_stops), jnp.float32)
            prof = p.onboard_profile(b, a)
            print(day, p.route_id, round(float(prof.max()), 2))


if __name__ == "__main__":
    main()
