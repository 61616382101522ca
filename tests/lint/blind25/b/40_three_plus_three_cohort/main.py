import numpy as np
import jax
import jax.numpy as jnp


DOSE_LEVELS = [10.0, 20.0, 40.0, 80.0, 160.0]


def enroll(rng, n, dose):
    wt = rng.normal(75, 12, n).astype(np.float32)
    return {"dose": np.full(n, dose, np.float32), "wt": wt, "u": rng.random(n).astype(np.float32)}


def three_plus_three(rng, evaluate):
    history = []
    for dose in DOSE_LEVELS:
        cohort = enroll(rng, 3, dose)
        n_dlt = evaluate(cohort)
        if n_dlt == 1:
            expansion = enroll(rng, 3, dose)
            cohort = {k: np.concatenate([cohort[k], expansion[k]]) for k in cohort}
            n_dlt = evaluate(cohort)
        history.append((dose, len(cohort["dose"]), n_dlt))
        if n_dlt >= 2:
            break
    return history


@jax.jit
def count_dlts(dose, wt, u):
    auc = dose / (4.0 * (wt / 70.0) ** 0.75)
    p_dlt = jax.nn.sigmoid(3.0 * (jnp.log(auc) - jnp.log(25.0)))
    return jnp.sum(u < p_dlt)


def evaluate(cohort):
    return int(count_dlts(cohort["dose"], cohort["wt"], cohort["u"]))


def main():
    for trial in range(4):
        rng = np.random.default_rng(100 + trial)
        hist = three_plus_three(rng, evaluate)
        print(f"trial {trial}: " + ", ".join(f"{d:g}mg n={n} dlt={k}" for d, n, k in hist))


if __name__ == "__main__":
    main()
