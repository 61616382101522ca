import jax
import jax.numpy as jnp
import numpy as np

from sites import site_export

REF_MEAN = np.array([140, 4.2, 1.0, 12.0], np.float32)
REF_STD = np.array([4, 0.4, 0.3, 1.5], np.float32)


@jax.jit
def aki_logit(w, labs, mean, std):
    z = (labs - mean) / std
    return z @ w


def main():
    rng = np.random.default_rng(0)
    w = jnp.array([0.1, 0.5, 1.2, -0.3])
    for site in ["alpha_csv", "beta_db", "gamma_csv", "delta_db"]:
        labs, outcome = site_export(rng, site)
        logits = aki_logit(w, labs, REF_MEAN, REF_STD)
        auc_proxy = float(jnp.mean((logits > 0) == (outcome > 0)))
        print(site, labs.dtype, outcome.dtype, round(auc_proxy, 3))


if __name__ == "__main__":
    main()
