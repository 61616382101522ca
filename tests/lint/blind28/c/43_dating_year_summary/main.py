import jax.numpy as jnp

from calibrate import date_summary
from catalogue import RECORDS


def main():
    prior_mean = jnp.float32(1500.0)
    prior_sd = jnp.float32(120.0)
    for rec in RECORDS:
        years = jnp.array(rec["years"])
        mean, sd = date_summary(years, prior_mean, prior_sd)
        print(rec["shelfmark"], round(float(mean), 1), round(float(sd), 1))


if __name__ == "__main__":
    main()
