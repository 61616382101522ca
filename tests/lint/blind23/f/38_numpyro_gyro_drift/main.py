import numpy as np
import jax
import jax.numpy as jnp
import optax
from numpyro.infer import SVI, Trace_ELBO
from numpyro.infer.autoguide import AutoNormal

from model import drift_model


def thermal_chamber_runs(n_runs, n_per_run, seed=0):
    rng = np.random.default_rng(seed)
    for _ in range(n_runs):
        temp = rng.uniform(-1, 1, n_per_run).astype(np.float32)
        err = (0.3 + 0.8 * temp + rng.normal(0, 0.1, n_per_run)).astype(np.float32)
        yield jnp.asarray(temp), jnp.asarray(err)


def main():
    guide = AutoNormal(drift_model)
    svi = SVI(drift_model, guide, optax.adam(0.02), Trace_ELBO())
    runs = list(thermal_chamber_runs(5, 200))
    state = svi.init(jax.random.PRNGKey(0), runs[0][0], runs[0][1])

    @jax.jit
    def svi_step(state, temp, err):
        return svi.update(state, temp, err)

    for epoch in range(3):
        for temp, err in runs:
            state, loss = svi_step(state, temp, err)
        print(epoch, float(loss))
    print({k: round(float(v), 3) for k, v in guide.median(svi.get_params(state)).items()})


if __name__ == "__main__":
    main()
