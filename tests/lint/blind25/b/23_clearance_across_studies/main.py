import numpy as np
import jax
import jax.numpy as jnp


def load_study(name, seed):
    rng = np.random.default_rng(seed)
    n = 40
    wt = rng.normal(72, 12, n).astype(np.float32)
    if name == "FIH":
        dose = rng.choice([10, 30, 100], n)
    else:
        dose = rng.choice([25.0, 50.0, 75.0], n).astype(np.float32)
    auc = dose / (5.0 * (wt / 70) ** 0.75) * rng.lognormal(0, 0.2, n)
    return {"dose": dose, "wt": wt, "auc": auc.astype(np.float32)}


@jax.jit
def estimate_clearance(dose, wt, auc):
    cl_i = dose / auc
    log_wt = jnp.log(wt / 70.0)
    log_cl = jnp.log(cl_i)
    slope = jnp.sum((log_wt - log_wt.mean()) * (log_cl - log_cl.mean())) / jnp.sum((log_wt - log_wt.mean()) ** 2)
    return jnp.exp(log_cl.mean()), slope


def main():
    for seed, study in enumerate(["FIH", "MAD", "FIH", "DDI"]):
        d = load_study(study, seed)
        cl, exponent = estimate_clearance(d["dose"], d["wt"], d["auc"])
        print(f"{study}: CL_typ={float(cl):.2f} L/h, WT exponent={float(exponent):.2f}")


if __name__ == "__main__":
    main()
