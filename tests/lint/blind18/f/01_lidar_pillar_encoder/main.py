import jax
import numpy as np

from data import synthetic_sweeps, crop_range
from model import init_params, encode_points


def main():
    params = init_params(jax.random.PRNGKey(0))
    features = []
    for sweep in synthetic_sweeps(5):
        pts = crop_range(sweep)
        feat = encode_points(params, pts)
        features.append(np.asarray(feat))
    print("global features", np.stack(features).shape)


if __name__ == "__main__":
    main()
