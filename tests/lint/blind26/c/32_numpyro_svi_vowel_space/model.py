import numpyro
import numpyro.distributions as dist


def vowel_space(f1, f2, vowel, n_vowels):
    """Per-vowel formant centroids (in kHz) shared across speakers."""
    with numpyro.plate("vowels", n_vowels):
        c1 = numpyro.sample("c1", dist.Normal(0.5, 0.3))
        c2 = numpyro.sample("c2", dist.Normal(1.5, 0.6))
    s = numpyro.sample("s", dist.HalfNormal(0.3))
    with numpyro.plate("tokens", f1.shape[0]):
        numpyro.sample("f1", dist.Normal(c1[vowel], s), obs=f1)
        numpyro.sample("f2", dist.Normal(c2[vowel], s), obs=f2)
