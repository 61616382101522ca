import jax
import jax.numpy as jnp
import numpy as np

from scenario import scenario_for_stage
from sim import rollout

EPISODES = 6


def main():
    key = jax.random.PRNGKey(0)
    policy_w = 0.5 * jax.random.normal(jax.random.PRNGKey(1), (4, 2))
    stage, captures = 0, []
    for ep in range(EPISODES):
        scenario = scenario_for_stage(stage)
        key, k_init, k_roll = jax.random.split(key, 3)
        predators = jax.random.uniform(k_init, (scenario.n_predators, 2))
        prey = jnp.array([0.5, 0.5])
        caught, t = rollout(k_roll, predators, prey, policy_w, scenario)
        captures.append(bool(caught))
        if np.mean(captures[-2:]) > 0.5:
            stage += 1
        print(f"episode {ep} stage {stage} captured {bool(caught)} at step {int(t)}")


if __name__ == "__main__":
    main()
