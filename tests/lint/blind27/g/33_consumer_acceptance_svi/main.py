import numpy as np
import jax
import jax.numpy as jnp
import numpyro
import numpyro.distributions as dist
from numpyro.infer import SVI, Trace_ELBO
from numpyro.infer.autoguide import AutoDiagonalNormal

MAX_WINES = 40


def acceptance_model(tannin, acidity, mask, liked=None):
    b0 = numpyro.sample("b0", dist.Normal(0.0, 2.0))
    b_tan = numpyro.sample("b_tan", dist.Normal(0.0, 1.0))
    b_acid = numpyro.sample("b_acid", dist.Normal(0.0, 1.0))
    logits = b0 + b_tan * tannin + b_acid * acidity
    with numpyro.plate("wines", MAX_WINES), numpyro.handlers.mask(mask=mask):
        numpyro.sample("liked", dist.Bernoulli(logits=logits), obs=liked)


guide = AutoDiagonalNormal(acceptance_model)
svi = SVI(acceptance_model, guide, numpyro.optim.Adam(0.05), Trace_ELBO())


@jax.jit
def consumer_svi_step(state, tannin, acidity, mask, liked):
    return svi.update(state, tannin, acidity, mask, liked)


def padded_panel(rng, n):
    tan = np.zeros(MAX_WINES, np.float32)
    acid = np.zeros(MAX_WINES, np.float32)
    liked = np.zeros(MAX_WINES, np.float32)
    mask = np.zeros(MAX_WINES, bool)
    tan[:n] = rng.normal(0, 1, n)
    acid[:n] = rng.normal(0, 1, n)
    liked[:n] = rng.random(n) < 1 / (1 + np.exp(-(0.3 - 0.8 * tan[:n] + 0.4 * acid[:n])))
    mask[:n] = True
    return tan, acid, mask, liked


def main():
    rng = np.random.default_rng(5)
    for panel, n in [("Tokyo", 32), ("Lyon", 25), ("Denver", 38)]:
        tan, acid, mask, liked = padded_panel(rng, n)
        state = svi.init(jax.random.PRNGKey(0), tan, acid, mask, liked)
        for _ in range(150):
            state, loss = consumer_svi_step(state, tan, acid, mask, liked)
        med = guide.median(svi.get_params(state))
        print(f"{panel:7s} n={n} tannin effect {float(med['b_tan']):+.2f}")


if __name__ == "__main__":
    main()
