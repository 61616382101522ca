import numpy as np
import jax.numpy as jnp

from metrics import roc_auc
from report import per_site_auc


def simulate(rng, n=600, n_sites=4):
    labels = rng.integers(0, 2, n)
    sites = rng.integers(0, n_sites, n)
    scores = 1 / (1 + np.exp(-(1.5 * labels - 0.75 + rng.normal(size=n) + 0.2 * sites)))
    return scores.astype(np.float32), labels, sites


def main():
    rng = np.random.default_rng(21)
    scores, labels, sites = simulate(rng)
    s, y = jnp.asarray(scores[:100]), jnp.asarray(labels[:100])
    print("pooled AUC (first 100):", round(float(roc_auc(s, y)), 4))
    print("per-site AUC:", {k: round(v, 4) for k, v in per_site_auc(jnp.asarray(scores), jnp.asarray(labels), sites).items()})


if __name__ == "__main__":
    main()
