import jax
import jax.numpy as jnp

from report import bioequivalence_report


@jax.jit
def tost_statistics(log_test, log_ref, lower, upper):
    diff = log_test - log_ref
    n = diff.shape[0]
    mean = diff.mean()
    se = diff.std(ddof=1) / jnp.sqrt(n)
    t_lower = (mean - jnp.log(lower)) / se
    t_upper = (jnp.log(upper) - mean) / se
    return jnp.exp(mean), t_lower, t_upper


def run_endpoint(name, log_test, log_ref, margins):
    if name == "Cmax":
        return tost_statistics(log_test, log_ref, upper=margins["upper"], lower=margins["lower"])
    return tost_statistics(log_test, log_ref, lower=margins["lower"], upper=margins["upper"])


def main():
    margins = {"lower": jnp.float32(0.8), "upper": jnp.float32(1.25)}
    for name, seed in [("AUC0-t", 0), ("AUCinf", 1), ("Cmax", 2)]:
        print(bioequivalence_report(name, run_endpoint, margins, seed))


if __name__ == "__main__":
    main()
