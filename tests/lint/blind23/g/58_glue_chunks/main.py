import jax
import jax.numpy as jnp
import numpy as np

from sampler import chunks, latin_hypercube

BOUNDS = [(0.01, 0.5), (50.0, 400.0), (0.5, 4.0)]
N_SAMPLES = 1200
CHUNK = 300


def simulate(theta, rain, pet):
    k, smax, beta = theta

    def step(s, x):
        p, e = x
        runoff = p * (s / smax) ** beta
        s = jnp.clip(s + p - runoff - e * s / smax, 0.0, smax)
        return s, runoff + k * s * 0.01

    return jax.lax.scan(step, 0.5 * smax, (rain, pet))[1]


@jax.jit
def glue_likelihood(thetas, rain, pet, q_obs):
    sims = jax.vmap(simulate, in_axes=(0, None, None))(thetas, rain, pet)
    nse = 1 - ((sims - q_obs) ** 2).sum(axis=1) / ((q_obs - q_obs.mean()) ** 2).sum()
    return nse


def main():
    rng = np.random.default_rng(1)
    rain = jnp.asarray(rng.gamma(0.6, 6.0, 200).astype(np.float32))
    pet = jnp.asarray((2 + np.sin(np.arange(200) / 30)).astype(np.float32))
    q_obs = simulate(jnp.array([0.2, 180.0, 1.8]), rain, pet)
    samples = latin_hypercube(N_SAMPLES, BOUNDS)
    scores = np.concatenate([np.asarray(glue_likelihood(c, rain, pet, q_obs)) for c in chunks(samples, CHUNK)])
    behavioural = samples[scores > 0.7]
    print(f"{len(behavioural)} behavioural of {N_SAMPLES}; k range {behavioural[:, 0].min():.3f}-{behavioural[:, 0].max():.3f}")


if __name__ == "__main__":
    main()
