import jax
import numpy as np

from agent import forward, init_params, make_update_fn
from rollout import BanditGridEnv, collect

NUM_ENVS = 8
OBS_DIM = 6
N_ACTIONS = 3
HORIZON = 4
LR = 0.05
LR_DECAY_EVERY = 3


def policy_logits(params, obs):
    return forward(params, obs)[0]


def main():
    env = BanditGridEnv(NUM_ENVS, OBS_DIM, N_ACTIONS)
    params = init_params(jax.random.PRNGKey(0), OBS_DIM, N_ACTIONS)
    rng = np.random.default_rng(1)
    policy = jax.jit(policy_logits)

    for it in range(6):
        obs, actions, returns = collect(env, policy, params, HORIZON, 0.9, rng)
        lr = LR if it < LR_DECAY_EVERY else LR / 2
        update = make_update_fn(lr)
        params, loss = update(params, obs, actions, returns)
        print(f"iter {it} loss {float(loss):.4f} mean return {returns.mean():.3f}")


if __name__ == "__main__":
    main()
