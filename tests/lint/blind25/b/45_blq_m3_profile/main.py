import jax
import jax.numpy as jnp
from jax.scipy.stats import norm

from data import LLOQ, censor, patient_profiles

SIGMA = 0.15


@jax.jit
def patient_nll_m3(log_pk, t, conc, blq):
    cl, v = jnp.exp(log_pk)
    pred = 300.0 / v * jnp.exp(-cl / v * t)
    z = (jnp.log(conc) - jnp.log(pred)) / SIGMA
    observed = 0.5 * z ** 2
    censored = -norm.logcdf((jnp.log(LLOQ) - jnp.log(pred)) / SIGMA)
    return jnp.sum(jnp.where(blq, censored, observed))


def main():
    profiles = patient_profiles(8)
    grid = [jnp.log(jnp.array([cl, 30.0])) for cl in (1.5, 3.0, 6.0)]
    for log_pk in grid:
        total = 0.0
        for conc in profiles:
            t, c, blq = censor(conc)
            total += float(patient_nll_m3(log_pk, t, c, blq))
        print(f"CL={float(jnp.exp(log_pk[0])):.1f}: total NLL {total:.1f}")


if __name__ == "__main__":
    main()
