import jax
import jax.numpy as jnp

from cartpole import CartPole, VectorEnv


def heuristic_policy(states):
    return (states.theta + 0.5 * states.theta_dot > 0).astype(jnp.int32)


def run(vec_env, key, steps):
    states = vec_env.reset(key)
    alive = jnp.ones(vec_env.num_envs)
    total = jnp.zeros(vec_env.num_envs)
    for _ in range(steps):
        states, reward, done = vec_env.step(states, heuristic_policy(states))
        total = total + alive * reward
        alive = alive * (1.0 - done)
    return total


def main():
    vec_env = VectorEnv(CartPole(), num_envs=32)
    returns = run(vec_env, jax.random.PRNGKey(0), steps=8)
    print("mean return", float(returns.mean()), "min", float(returns.min()))


if __name__ == "__main__":
    main()
