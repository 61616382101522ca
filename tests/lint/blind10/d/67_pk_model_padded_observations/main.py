import jax.numpy as jnp
import numpy as np

from pk import patient_log_lik
from study import load_study


def population_log_lik(theta, patients):
    return sum(float(patient_log_lik(theta, p["times"], p["conc"], p["dose"], p["mask"])) for p in patients)


def main():
    patients = load_study()
    theta = jnp.asarray([np.log(1.2), np.log(0.1), np.log(30.0), np.log(0.1)], jnp.float32)
    for scale in (0.9, 1.0, 1.1):
        ll = population_log_lik(theta.at[2].add(np.log(scale)), patients)
        print(f"volume x{scale}: population log-lik {ll:.2f}")
    print("draws per patient", [int(p["mask"].sum()) for p in patients])


if __name__ == "__main__":
    main()
