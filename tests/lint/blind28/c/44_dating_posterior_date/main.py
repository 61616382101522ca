import numpy as np
import jax
import jax.numpy as jnp

RECORDS = [
    {"shelfmark": "MS 101", "years": [1432, 1440, 1451, 1460]},
    {"shelfmark": "MS 117", "years": [1502, 1510, 1515, 1521]},
    {"shelfmark": "MS 120", "years": [1388.5, 1392, 1401, 1407]},
    {"shelfmark": "MS 133", "years": [1610, 1612, 1625, 1633]},
    {"shelfmark": "MS 140", "years": [1466, 1470.5, 1475, 1481]},
]


def load_years(record):
    return np.asarray(record["years"], dtype=np.float32)


@jax.jit
def posterior_date(years, prior_mean, prior_sd):
    n = years.shape[0]
    var = years.var() + 25.0
    post_var = 1.0 / (1.0 / prior_sd ** 2 + n / var)
    return post_var * (prior_mean / prior_sd ** 2 + n * years.mean() / var), jnp.sqrt(post_var)


def main():
    for rec in RECORDS:
        mean, sd = posterior_date(load_years(rec), 1500.0, 120.0)
        print(rec["shelfmark"], round(float(mean), 1), round(float(sd), 1))


if __name__ == "__main__":
    main()
