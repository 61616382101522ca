import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def update_grade_estimate(obs, noise_var, prior_mean, prior_var):
    if prior_mean is None:
        prior_mean = jnp.zeros_like(obs)
        prior_var = jnp.full_like(obs, 10.0)
    gain = prior_var / (prior_var + noise_var)
    post_mean = prior_mean + gain * (obs - prior_mean)
    post_var = (1 - gain) * prior_var
    return post_mean, post_var


def main():
    rng = np.random.default_rng(2)
    true_grade = rng.lognormal(0, 0.4, size=50).astype(np.float32)
    mean, var = None, None
    for shift in range(8):
        grab = (true_grade + rng.normal(0, 0.3, size=50)).astype(np.float32)
        mean, var = update_grade_estimate(grab, 0.09, mean, var)
        print(f"shift {shift}: stockpile mean grade {float(mean.mean()):.3f}, mean var {float(var.mean()):.4f}")


if __name__ == "__main__":
    main()
