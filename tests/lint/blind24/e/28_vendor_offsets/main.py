import numpy as np
import jax
import jax.numpy as jnp
import numpyro
import numpyro.distributions as dist
from numpyro.infer import SVI, Trace_ELBO
from numpyro.infer.autoguide import AutoDelta
import optax

MAX_CUES = 64


def offset_model(offsets, valid):
    bias = numpyro.sample("bias", dist.Normal(0.0, 0.5))
    spread = numpyro.sample("spread", dist.HalfNormal(0.3))
    with numpyro.plate("cues", offsets.shape[0]), numpyro.handlers.mask(mask=valid):
        numpyro.sample("obs", dist.Normal(bias, spread), obs=offsets)


svi = SVI(offset_model, AutoDelta(offset_model), optax.adam(0.02), Trace_ELBO())


@jax.jit
def fit_step(state, offsets, valid):
    return svi.update(state, offsets, valid)


def vendor_deliveries(seed=0):
    rng = np.random.default_rng(seed)
    for vendor, n, bias in [("vendorA", 40, 0.12), ("vendorB", 57, -0.05), ("vendorC", 23, 0.3)]:
        raw = (bias + 0.08 * rng.standard_normal(n)).astype(np.float32)
        offsets = np.zeros(MAX_CUES, np.float32)
        valid = np.zeros(MAX_CUES, bool)
        offsets[:n], valid[:n] = raw, True
        yield vendor, offsets, valid


def main():
    for vendor, offsets, valid in vendor_deliveries():
        state = svi.init(jax.random.PRNGKey(1), offsets, valid)
        for _ in range(60):
            state, loss = fit_step(state, offsets, valid)
        p = svi.get_params(state)
        print(vendor, "subtitle offset bias (s)", round(float(p["bias_auto_loc"]), 3))


if __name__ == "__main__":
    main()
