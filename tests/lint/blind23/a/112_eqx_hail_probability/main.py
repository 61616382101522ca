import jax
import numpy as np

from model import HailNet
from serve import hail_probability, load_for_inference


def main():
    rng = np.random.default_rng(0)
    trained = HailNet(jax.random.PRNGKey(0))
    key = jax.random.PRNGKey(1)
    for run in range(6):
        model = load_for_inference(trained)
        # CAPE, shear, freezing level, MUCIN, PW, lapse rate on 64 grid points
        x = rng.normal(size=(64, 6)).astype(np.float32)
        key, sub = jax.random.split(key)
        p = hail_probability(model, x, sub)
        print(run, float(p.max()))


if __name__ == "__main__":
    main()
