import jax
import numpy as np

from fit import fit_site, guide

SITES = ["Lizard Is.", "Heron Is.", "Ningaloo", "Moorea"]


def survey_table(site_idx, rng):
    weeks = 26
    effort = rng.uniform(0.5, 2.0, weeks)
    temp = rng.normal(0, 1, weeks)
    lam = np.exp(1.5 + 0.3 * site_idx + 0.4 * temp) * effort
    counts = rng.poisson(lam).tolist()
    return effort.tolist(), temp.tolist(), counts


def main():
    rng = np.random.default_rng(0)
    for i, site in enumerate(SITES):
        effort, temp, counts = survey_table(i, rng)
        effort = np.asarray(effort, np.float32)
        temp = np.asarray(temp, np.float32)
        counts = np.asarray(counts, np.int32)
        params, loss = fit_site(jax.random.PRNGKey(i), effort, temp, counts)
        med = guide.median(params)
        print(f"{site:10s}: log-rate {float(med['a']):.2f}, temp effect {float(med['b']):+.2f}, -ELBO {float(loss):.1f}")


if __name__ == "__main__":
    main()
