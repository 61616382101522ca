import jax
import numpyro
from numpyro.infer import SVI, Trace_ELBO
from numpyro.optim import Adam

from model import iop_response_model, guide
from sites import SITE_SIZES, site_data

svi = SVI(iop_response_model, guide, Adam(0.05), Trace_ELBO())


@jax.jit
def svi_step(state, baseline, reduction):
    return svi.update(state, baseline, reduction)


def main():
    for i, name in enumerate(SITE_SIZES):
        base, red = site_data(name, i)
        state = svi.init(jax.random.PRNGKey(i), base, red)
        for _ in range(30):
            state, loss = svi_step(state, base, red)
        params = svi.get_params(state)
        print(name, len(base), round(float(loss), 1), [round(float(v), 2) for v in params["loc"]])


if __name__ == "__main__":
    main()
