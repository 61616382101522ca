import jax
import jax.numpy as jnp
import numpy as np

from posterior import prob_b_beats_a, update_prior


def main():
    rng = np.random.default_rng(251)
    prior = jnp.asarray([1.0, 1.0], jnp.float32)
    key = jax.random.PRNGKey(7)
    for day in range(5):
        trials = np.array([800, 800], np.float32)
        successes = np.array([rng.binomial(800, 0.05), rng.binomial(800, 0.058)], np.float32)
        key, sub = jax.random.split(key)
        p = prob_b_beats_a(sub, prior, jnp.asarray(successes), jnp.asarray(trials))
        print(f"day {day}: P(B>A)={float(p):.3f} prior={np.round(np.asarray(prior), 3)}")
        prior = update_prior(prior, successes, trials)


if __name__ == "__main__":
    main()
