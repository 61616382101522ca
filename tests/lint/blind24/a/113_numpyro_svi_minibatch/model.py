import numpyro
import numpyro.distributions as dist
from numpyro.infer.autoguide import AutoNormal


def shedding_model(x, y=None):
    # Leptospira urinary shedding in rodents trapped around dairy farms
    w = numpyro.sample("w", dist.Normal(0.0, 1.0).expand([x.shape[1]]).to_event(1))
    b = numpyro.sample("b", dist.Normal(-1.0, 1.0))
    with numpyro.plate("rodent", x.shape[0]):
        numpyro.sample("y", dist.Bernoulli(logits=x @ w + b), obs=y)


guide = AutoNormal(shedding_model)
