from functools import partial

import jax
import jax.numpy as jnp

from data import COVARIATES, popdata


@partial(jax.jit, static_argnames=("included",))
def covariate_model_ofv(x, log_cl, included):
    cols = jnp.stack([x[:, COVARIATES.index(c)] for c in included], 1) if included else jnp.zeros((x.shape[0], 0))
    design = jnp.concatenate([jnp.ones((x.shape[0], 1)), cols], 1)
    beta, *_ = jnp.linalg.lstsq(design, log_cl)
    resid = log_cl - design @ beta
    n = log_cl.shape[0]
    return n * jnp.log(jnp.mean(resid ** 2))


def forward_selection(x, log_cl, steps=2):
    included = ()
    base = float(covariate_model_ofv(x, log_cl, included=included))
    for _ in range(steps):
        trials = {c: float(covariate_model_ofv(x, log_cl, included=included + (c,)))
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
