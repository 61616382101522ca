import jax
import numpy as np
import numpyro.optim
from numpyro.infer import SVI, Trace_ELBO

from data import padded_trial
from model import strip_trial_model, guide

svi = SVI(strip_trial_model, guide, numpyro.optim.Adam(0.05), Trace_ELBO())


@jax.jit
def elbo_step(state, n_rate, mask, yields):
    return svi.update(state, n_rate, mask, yields)


def main():
    rng = np.random.default_rng(0)
    for i, (field, n) in enumerate({"F01": 24, "F02": 18, "F03": 30}.items()):
        rate, mask, y = padded_trial(n, rng)
        state = svi.init(jax.random.PRNGKey(i), rate, mask, y)
        for _ in range(60):
            state, loss = elbo_step(state, rate, mask, y)
        print(f"{field}: {n} plots, final loss {float(loss):.1f}")


if __name__ == "__main__":
    main()
