import numpy as np
import jax
import jax.numpy as jnp


def load_patients(n, seed=2):
    rng = np.random.default_rng(seed)
    patients = []
    for i in range(n):
        rec = {
            "times": np.array([1, 2, 4, 8, 12, 24], np.float32),
            "conc": rng.lognormal(0, 0.3, 6).astype(np.float32) * np.exp(-0.1 * np.array([1, 2, 4, 8, 12, 24], np.float32)),
            "covariates": {"age": np.float32(rng.integers(20, 80))},
        }
        if rng.random() < 0.6:
            rec["covariates"]["crcl"] = np.float32(rng.normal(90, 20))
        patients.append(rec)
    return patients


def individual_objective(log_theta, times, conc, covariates):
    cl = jnp.exp(log_theta[0]) * (covariates["age"] / 50.0) ** -0.3
    if "crcl" in covariates:
        cl = cl * (covariates["crcl"] / 90.0) ** 0.7
    v = jnp.exp(log_theta[1])
    pred = 100.0 / v * jnp.exp(-cl / v * times)
    return jnp.sum((jnp.log(pred) - jnp.log(conc)) ** 2)


@jax.jit
def objective_and_grad(log_theta, times, conc, covariates):
    return jax.value_and_grad(individual_objective)(log_theta, times, conc, covariates)


def main():
    patients = load_patients(10)
    log_theta = jnp.array([1.5, 3.5])
    for it in range(3):
        total = 0.0
        g = jnp.zeros(2)
        for p in patients:
            ofv, gi = objective_and_grad(log_theta, p["times"], p["conc"], p["covariates"])
            total += float(ofv)
            g = g + gi
        log_theta = log_theta - 0.01 * g
        print(f"iter {it}: OFV {total:.3f}")


if __name__ == "__main__":
    main()
