import jax
import jax.numpy as jnp

from data import farm_reports


@jax.jit
def regional_prevalence(report):
    tested = report["tested"]
    pos = report["positive"]
    # beta(1,1) prior posterior mean
    prev = (pos + 1.0) / (tested + 2.0)
    if "vacc_coverage" in report:
        prev = prev * (1.0 - 0.5 * report["vacc_coverage"])
    return prev.mean(), prev.max()


for week, rep in farm_reports():
    mean_p, max_p = regional_prevalence(rep)
    print(f"week {week}: mean {float(mean_p):.3f} max {float(max_p):.3f}")
