import numpyro
import numpyro.distributions as dist


def johnes_elisa(n_tested, n_positive=None):
    # true prevalence with imperfect ELISA sensitivity/specificity
    prev = numpyro.sample("prev", dist.Beta(1.0, 9.0))
    se = numpyro.sample("se", dist.Beta(30.0, 40.0))
    sp = numpyro.sample("sp", dist.Beta(99.0, 1.0))
    p_pos = prev * se + (1 - prev) * (1 - sp)
    with numpyro.plate("cow", n_tested.shape[0]):
        numpyro.sample("pos", dist.Bernoulli(p_pos), obs=n_positive)
