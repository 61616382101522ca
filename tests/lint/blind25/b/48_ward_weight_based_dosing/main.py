import numpy as np
import jax
import jax.numpy as jnp


ADULT_FLAT_DOSE = 600.0
MG_PER_KG = 10.0


def dose_for(weight_kg, age):
    if age < 18:
        return MG_PER_KG * weight_kg
    return ADULT_FLAT_DOSE


def ward(seed=6, n=8):
    rng = np.random.default_rng(seed)
    ages = np.array([6, 45, 12, 70, 33, 9, 58, 15])[:n]
    weights = np.where(ages < 18, rng.normal(30, 8, n), rng.normal(75, 12, n))
    return ages, weights


TIMES = jnp.arange(0.0, 25.0, 1.0)


@jax.jit
def steady_state_profile(dose, weight, tau):
    cl = 0.1 * weight ** 0.75
    v = 0.7 * weight
    k = cl / v
    accumulation = 1.0 / (1.0 - jnp.exp(-k * tau))
    return dose / v * jnp.exp(-k * (TIMES % tau)) * accumulation


def main():
    ages, weights = ward()
    tau = jnp.float32(12.0)
    for age, wt in zip(ages, weights):
        dose = dose_for(wt, age)
        prof = steady_state_profile(dose, jnp.float32(wt), tau)
        print(f"age {age:2d} wt {wt:5.1f}: dose {dose:6.1f} mg, Cmin,ss {float(prof.min()):.2f}")


if __name__ == "__main__":
    main()
