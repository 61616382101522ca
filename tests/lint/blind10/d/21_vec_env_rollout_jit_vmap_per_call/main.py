import jax
import jax.numpy as jnp

from envs import Pendulum
from runner import VectorizedRunner

ITERATIONS = 5


def main():
    runner = VectorizedRunner(Pendulum(), num_envs=16, horizon=10)
    key = jax.random.PRNGKey(0)
    theta = jnp.zeros(3)
    sigma = 0.1
    for it in range(ITERATIONS):
        key, k_eval, k_noise = jax.random.split(key, 3)
        noise = sigma * jax.random.normal(k_noise, (3,))
        ret_plus = runner.rollout(k_eval, theta + noise).mean()
        ret_minus = runner.rollout(k_eval, theta - noise).mean()
        theta = theta + 0.01 * (ret_plus - ret_minus) * noise / sigma
        print(f"iter {it} return {float(ret_plus + ret_minus) / 2:.2f}")


if __name__ == "__main__":
    main()
