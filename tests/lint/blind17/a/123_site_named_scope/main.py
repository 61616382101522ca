import jax.numpy as jnp
import numpy as np

from model import score_site

SITES = ["boston", "leeds", "lyon", "osaka", "perth"]


def main():
    rng = np.random.default_rng(0)
    params = {"w1": jnp.asarray(rng.normal(size=(8, 16)).astype(np.float32) * 0.3),
              "w2": jnp.asarray(rng.normal(size=(16,)).astype(np.float32) * 0.3)}
    for site in SITES:
        x = rng.normal(size=(40, 8)).astype(np.float32)
        probs = score_site(params, x, tag=f"external_validation/{site}")
        print(site, round(float(probs.mean()), 4))


if __name__ == "__main__":
    main()
