import jax
import numpy as np

from agent import init, q_values
from env import PixelCatch
from replay import FrameReplay


def main():
    rng = np.random.default_rng(0)
    params = init(jax.random.PRNGKey(0))
    env = PixelCatch()
    replay = FrameReplay()
    for episode in range(3):
        frame, done = env.reset(), False
        while not done:
            obs = frame.astype(np.float32)[None]
            action = int(np.argmax(np.asarray(q_values(params, obs))[0]))
            replay.add(frame, action)
            frame, reward, done = env.step(action)
        frames, actions = replay.sample(rng, 1)
        q = np.asarray(q_values(params, frames))
        print(f"episode {episode} reward {reward} replay q {q.max():.3f}")


if __name__ == "__main__":
    main()
