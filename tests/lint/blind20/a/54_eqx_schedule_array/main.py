import equinox as eqx
import jax
import jax.numpy as jnp

from model import GoalConditionedPolicy
from train import optimizer, train_step


def expert(obs, goal):
    return jnp.clip(goal - obs[:, :2], -1.0, 1.0)


def main():
    key = jax.random.PRNGKey(0)
    policy = GoalConditionedPolicy(key)
    opt_state = optimizer.init(eqx.filter(policy, eqx.is_array))
    for step in range(6):
        key, k1, k2, k3 = jax.random.split(key, 4)
        obs = jax.random.normal(k1, (32, 6))
        goal = jax.random.normal(k2, (32, 2))
        policy, opt_state, loss = train_step(policy, opt_state, obs, goal, expert(obs, goal), jnp.asarray(step, jnp.float32), k3)
        print(step, float(loss))


if __name__ == "__main__":
    main()
