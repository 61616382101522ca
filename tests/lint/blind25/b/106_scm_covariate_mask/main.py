import numpy as np
import jax
import jax.numpy as jnp


COVARIATES = ("wt", "age", "crcl", "alb", "sex")


def popdata(n=120, seed=3):
    rng = np.random.default_rng(seed)
    cov = {
        "wt": rng.normal(0, 1, n), "age": rng.normal(0, 1, n), "crcl": rng.normal(0, 1, n),
        "alb": rng.normal(0, 1, n), "sex": rng.integers(0, 2, n) - 0.5,
    }
    log_cl = np.log(5) + 0.3 * cov["wt"] + 0.25 * cov["crcl"] + rng.normal(0, 0.15, n)
    x = np.stack([cov[c] for c in COVARIATES], 1).astype(np.float32)
    return x, log_cl.astype(np.float32)


@jax.jit
def covariate_model_ofv(x, log_cl, mask):
    design = jnp.concatenate([jnp.ones((x.shape[0], 1)), x * mask[None, :]], 1)
    gram = design.T @ design + jnp.diag(jnp.concatenate([jnp.zeros(1), 1.0 - mask]))
    beta = jnp.linalg.solve(gram, design.T @ log_cl)
    resid = log_cl - design @ beta
    n = log_cl.shape[0]
    return n * jnp.log(jnp.mean(resid ** 2))


def mask_for(names):
    return np.array([c in names for c in COVARIATES], np.float32)


def forward_selection(x, log_cl, steps=2):
    included = ()
    base = float(covariate_model_ofv(x, log_cl, mask_for(included)))
    for _ in range(steps):
        trials = {c: float(covariate_model_ofv(x, log_cl, mask_for(included + (c,))))
                  for c in COVARIATES if c not in included}
        best = min(trials, key=trials.get)
        print(f"add {best}: dOFV {trials[best] - base:.1f}")
        included, base = included + (best,), trials[best]
    return included


def main():
    x, log_cl = popdata()
    print("selected:", forward_selection(jnp.asarray(x), jnp.asarray(log_cl)))


if __name__ == "__main__":
    main()
