import jax
import jax.numpy as jnp
import numpy as np

from agent import run_episode


def point_mass(obs, action):
    return np.asarray(obs) * 0.9 + 0.1 * np.asarray(action)


def main():
    params = jax.random.normal(jax.random.PRNGKey(0), (5, 3)) * 0.5
    rng = np.random.default_rng(0)
    for ep in range(3):
        traj = run_episode(params, rng.normal(size=3).astype(np.float32), point_mass)
        print(ep, float(jnp.abs(traj).mean()))


if __name__ == "__main__":
    main()
