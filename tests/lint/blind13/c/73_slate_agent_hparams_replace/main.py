import jax
import numpy as np

from agent import SlateAgent

N_SEGMENTS, N_ITEMS = 4, 20


def main():
    rng = np.random.default_rng(8)
    ctr = rng.uniform(0.0, 0.4, size=(N_SEGMENTS, N_ITEMS))
    agent = SlateAgent(N_SEGMENTS, N_ITEMS)
    key = jax.random.PRNGKey(0)
    for episode in range(5):
        total = 0
        for _ in range(4):
            key, sub = jax.random.split(key)
            segment = int(rng.integers(N_SEGMENTS))
            slate = np.asarray(agent.act(segment, sub))
            clicks = (rng.random(len(slate)) < ctr[segment, slate]).astype(np.float32)
            agent.learn(segment, slate, clicks)
            total += int(clicks.sum())
        print(f"episode {episode}: eps {agent.hp.epsilon:.3f} clicks {total}")
        agent.end_episode()


if __name__ == "__main__":
    main()
