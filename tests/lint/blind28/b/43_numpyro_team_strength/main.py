import jax
import numpy as np
import numpyro
import numpyro.distributions as dist
import optax
from numpyro.infer import SVI, Trace_ELBO
from numpyro.infer.autoguide import AutoDelta

from batching import padded_batches

N_TEAMS = 16


def team_model(a, b, y, m):
    with numpyro.plate("teams", N_TEAMS):
        strength = numpyro.sample("strength", dist.Normal(0.0, 1.0))
    with numpyro.plate("maps", a.shape[0]), numpyro.handlers.mask(mask=m):
        numpyro.sample("y", dist.Bernoulli(logits=strength[a] - strength[b]), obs=y)


svi = SVI(team_model, AutoDelta(team_model), optax.adam(0.05), Trace_ELBO())


@jax.jit
def map_update(state, a, b, y, m):
    return svi.update(state, a, b, y, m)


def main():
    rng = np.random.default_rng(3)
    n = 230
    a = rng.integers(0, N_TEAMS, n).astype(np.int32)
    b = ((a + rng.integers(1, N_TEAMS, n)) % N_TEAMS).astype(np.int32)
    y = rng.integers(0, 2, n).astype(np.float32)
    first = next(padded_batches(a, b, y, 64))
    state = svi.init(jax.random.PRNGKey(1), *first)
    for epoch in range(3):
        for batch in padded_batches(a, b, y, 64):
            state, loss = map_update(state, *batch)
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
