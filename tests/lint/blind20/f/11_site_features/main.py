import jax.numpy as jnp

from features import SITES, site_batch
from model import init_weights, rmse


def main():
    weights = {k: jnp.float32(v) for k, v in init_weights().items()}
    for i, site in enumerate(SITES):
        feats, target = site_batch(site, seed=i)
        print(site["name"], float(rmse(weights, feats, target)))


if __name__ == "__main__":
    main()
