import jax.numpy as jnp
import numpy as np

from gp import gp_posterior


def objective(x):
    return np.sin(3 * x[..., 0]) + 0.5 * np.cos(5 * x[..., 0])


def upper_confidence_bound(mean, var, beta=2.0):
    return mean + beta * jnp.sqrt(var)


def main():
    rng = np.random.default_rng(0)
    candidates = np.linspace(0, 2, 101, dtype=np.float32)[:, None]
    x_obs = rng.uniform(0, 2, size=(2, 1)).astype(np.float32)
    y_obs = objective(x_obs).astype(np.float32)
    for it in range(6):
        mean, var = gp_posterior(x_obs, y_obs, candidates)
        x_next = candidates[int(jnp.argmax(upper_confidence_bound(mean, var)))][None]
        x_obs = np.concatenate([x_obs, x_next])
        y_obs = np.concatenate([y_obs, objective(x_next).astype(np.float32)])
        print(f"iter {it}: query x={x_next[0, 0]:.2f} best so far {y_obs.max():.3f}")


if __name__ == "__main__":
    main()
