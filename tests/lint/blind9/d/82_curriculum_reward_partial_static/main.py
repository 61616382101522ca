from functools import partial

import jax
import jax.numpy as jnp
import numpy as np

from rewards import shaped_reward
from rollout import evaluate_policy

STAGES = [(1.0, 0.0), (1.0, 0.01), (1.0, 0.05)]
EPISODES_PER_STAGE = 2


def main():
    rng = np.random.default_rng(0)
    w = 0.2 * jax.random.normal(jax.random.PRNGKey(0), (6, 2))
    for stage, (dist_scale, act_pen) in enumerate(STAGES):
        for ep in range(EPISODES_PER_STAGE):
            reward_fn = partial(shaped_reward, distance_scale=dist_scale, action_penalty=act_pen)
            goal = jnp.asarray(rng.uniform(-1, 1, 2), dtype=jnp.float32)
            ret = evaluate_policy(w, jnp.zeros(2), goal, reward_fn=reward_fn)
            print(f"stage {stage} episode {ep} return {float(ret):.3f}")


if __name__ == "__main__":
    main()
