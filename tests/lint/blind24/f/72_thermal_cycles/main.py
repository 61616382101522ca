import jax
import jax.numpy as jnp

from plan import TEST_PLAN, as_inputs

FIELD_DT = 35.0     # K, daily deck surface swing


@jax.jit
def acceleration_factor(delta_t, dwell_min):
    """Norris-Landzberg style AF of adhesive-bond fatigue: test vs. field cycling."""
    n = 2.1
    dwell_term = (dwell_min / 30.0) ** (-0.15)
    af = (delta_t / FIELD_DT) ** n * dwell_term
    return af, 3650.0 / af    # test cycles needed to represent 10 years of daily cycles


def main():
    for delta_t, dwell in TEST_PLAN:
        af, n_test = acceleration_factor(*as_inputs(delta_t, dwell))
        print(f"dT {delta_t:6} K, dwell {dwell:5} min: AF {float(af):6.2f}, test cycles {float(n_test):7.0f}")


if __name__ == "__main__":
    main()
