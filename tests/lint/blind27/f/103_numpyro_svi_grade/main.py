import jax
import numpy as np
import numpyro
from numpyro.infer import SVI, Trace_ELBO
from numpyro.infer.autoguide import AutoNormal

from model import grade_regression

guide = AutoNormal(grade_regression)
svi = SVI(grade_regression, guide, numpyro.optim.Adam(0.02), Trace_ELBO())


@jax.jit
def elbo_step(state, x, y):
    return svi.update(state, x, y)


def main():
    rng = np.random.default_rng(320)
    X = rng.normal(size=(400, 3)).astype(np.float32)
    y = (-0.4 + 0.6 * X[:, 0] - 0.2 * X[:, 2] + 0.3 * rng.normal(size=400)).astype(np.float32)
    state = svi.init(jax.random.PRNGKey(0), X[:100], y[:100])
    for epoch in range(5):
        for b in range(0, 400, 100):
            state, loss = elbo_step(state, X[b:b + 100], y[b:b + 100])
        print(f"epoch {epoch}: -ELBO {float(loss):.1f}")
    print("posterior w loc", np.round(np.asarray(svi.get_params(state)["w_auto_loc"]), 3))


if __name__ == "__main__":
    main()
