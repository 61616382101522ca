from functools import partial

import numpy as np
import jax
import jax.numpy as jnp


MODEL_OPTIONS = {
    "allometric_scaling": True,
    "maturation": True,
    "reference_weight": 70.0,
}


@partial(jax.jit, static_argnames=("allometric", "maturation"))
def paediatric_clearance(cl_adult, wt, pma_weeks, allometric, maturation):
    cl = cl_adult
    if allometric:
        cl = cl * (wt / MODEL_OPTIONS["reference_weight"]) ** 0.75
    if maturation:
        cl = cl * pma_weeks ** 3.4 / (47.7 ** 3.4 + pma_weeks ** 3.4)
    return cl


def dose_for_target(cl, target_auc):
    return cl * target_auc


def main():
    rng = np.random.default_rng(0)
    for age_band, (wt_mu, pma_mu) in {"neonate": (3.5, 42.0), "infant": (8.0, 80.0), "child": (20.0, 300.0),
                                      "adolescent": (50.0, 700.0)}.items():
        wt = jnp.asarray(rng.normal(wt_mu, wt_mu * 0.1, 30), jnp.float32)
        pma = jnp.asarray(rng.normal(pma_mu, pma_mu * 0.05, 30), jnp.float32)
        cl = paediatric_clearance(jnp.float32(10.0), wt, pma, allometric=MODEL_OPTIONS["allometric_scaling"],
                                  maturation=MODEL_OPTIONS["maturation"])
        print(f"{age_band:10s}: median CL {float(jnp.median(cl)):.2f} L/h, dose for AUC 40 {float(jnp.median(dose_for_target(cl, 40.0))):.0f} mg")


if __name__ == "__main__":
    main()
