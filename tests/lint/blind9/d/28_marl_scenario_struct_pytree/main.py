import jax
import jax.numpy as jnp
import numpy as np

from scenario import scenario_for_stage
from sim import rollout

EPISODES = 6


def main():
    key = jax.random.PRNGKey(0)
    policy_w = 0.5 * jax.random.normal(jax.random.PRNGKey(1), (4, 2))
    for ep in range(EPISODES):
        stage = ep // 2
        scenario = scenario_for_stage(stage)
        key, k_init, k_roll = jax.random.split(key, 3)
        predators = jax.random.uniform(k_init, (scenario.n_predators, 2))
        caught, t = rollout(k_roll, predators, jnp.array([0.5, 0.5]), policy_w, scenario)
        print(f"episode {ep} stage {stage} prey speed {scenario.prey_speed:.2f} captured {bool(caught)}")


if __name__ == "__main__":
    main()
