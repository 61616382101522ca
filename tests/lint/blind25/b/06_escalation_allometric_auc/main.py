import jax
import jax.numpy as jnp


START_DOSE = 10.0


@jax.jit
def allometric_auc(dose, wt):
    cl = 5.5 * (wt / 70.0) ** 0.75
    return dose / cl


def cohort_exposure(multiplier, wt):
    dose = jnp.asarray(START_DOSE * multiplier, dtype=jnp.float32)
    return allometric_auc(dose, wt)


def next_dose(history, target=30.0):
    return "escalate" if history[-1] < target else "hold"


COHORTS = [1, 2.0, 4, 6.5, 8, 12]


def main():
    wt = jnp.linspace(50.0, 100.0, 32)
    history = []
    for mult in COHORTS:
        exposure = cohort_exposure(mult, wt)
        history.append(float(exposure.mean()))
        print(f"multiplier {mult}: mean AUC {history[-1]:.2f}, next {next_dose(history)}")


if __name__ == "__main__":
    main()
