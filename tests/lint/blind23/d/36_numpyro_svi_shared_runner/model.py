import numpyro
import numpyro.distributions as dist

MAX_STUDENTS = 24
N_ITEMS = 15


def class_rasch(student, item, mask, y):
    theta = numpyro.sample("theta", dist.Normal(0, 1).expand([MAX_STUDENTS]))
    beta = numpyro.sample("beta", dist.Normal(0, 1).expand([N_ITEMS]))
    with numpyro.handlers.mask(mask=mask):
        numpyro.sample("y", dist.Bernoulli(logits=theta[student] - beta[item]), obs=y)
