import jax
import jax.numpy as jnp
import numpy as np

from agents import IndependentLearner, QNetwork, td_update
from env import CooperativeGrid

N_AGENTS = 2
ROLLOUT_LEN = 16
UPDATES = 6


def collect(env, learners, rng):
    obs_buf, act_buf, rew_buf, next_buf = [], [], [], []
    obs = env.reset()
    for _ in range(ROLLOUT_LEN):
        actions = []
        for i, learner in enumerate(learners):
            if rng.random() < float(learner.epsilon()):
                actions.append(int(rng.integers(2)))
            else:
                actions.append(int(jnp.argmax(learner.qnet(jnp.asarray(obs[i])))))
        next_obs, rewards = env.step(actions)
        obs_buf.append(obs); act_buf.append(actions); rew_buf.append(rewards); next_buf.append(next_obs)
        obs = next_obs
    stack = lambda xs: np.stack(xs, axis=1)
    return stack(obs_buf), stack(act_buf).astype(np.int32), stack(rew_buf), stack(next_buf)


def main():
    keys = jax.random.split(jax.random.PRNGKey(0), N_AGENTS)
    learners = []
    for k in keys:
        net = QNetwork(obs_dim=2, n_actions=2, key=k)
        learners.append(IndependentLearner(qnet=net, target=net))
    env = CooperativeGrid()
    rng = np.random.default_rng(0)
    lr = jnp.float32(1e-2)
    for it in range(UPDATES):
        obs, acts, rews, nxt = collect(env, learners, rng)
        losses = []
        for i in range(N_AGENTS):
            learners[i], loss = td_update(learners[i], obs[i], acts[i], rews[i], nxt[i], lr)
            losses.append(float(loss))
        print(f"iter {it} losses {np.round(losses, 4)} eps {float(learners[0].epsilon()):.2f}")


if __name__ == "__main__":
    main()
