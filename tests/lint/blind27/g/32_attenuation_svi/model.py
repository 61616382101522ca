import numpyro
import numpyro.distributions as dist


def attenuation_model(pitch, temp, atten=None):
    a = numpyro.sample("a", dist.Normal(75.0, 10.0))
    b_pitch = numpyro.sample("b_pitch", dist.Normal(0.0, 5.0))
    b_temp = numpyro.sample("b_temp", dist.Normal(0.0, 2.0))
    sigma = numpyro.sample("sigma", dist.HalfNormal(3.0))
    mu = a + b_pitch * pitch + b_temp * (temp - 18.0)
    with numpyro.plate("batches", pitch.shape[0]):
        numpyro.sample("obs", dist.Normal(mu, sigma), obs=atten)
