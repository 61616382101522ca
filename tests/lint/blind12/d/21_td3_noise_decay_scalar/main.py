import jax
import numpy as np

from actor import explore_action, init_actor
from schedules import ExponentialNoiseDecay


def main():
    key = jax.random.PRNGKey(0)
    key, akey = jax.random.split(key)
    actor = init_actor(akey, obs_dim=3, act_dim=1)
    noise = ExponentialNoiseDecay(start=0.3, end=0.05, steps=6)
    rng = np.random.default_rng(0)
    obs = rng.normal(size=(8, 3)).astype(np.float32)
    for t in range(6):
        key, sub = jax.random.split(key)
        action = explore_action(actor, obs, sub, noise.value)
        obs = np.clip(obs + 0.1 * np.asarray(action), -3, 3).astype(np.float32)
        noise.step()
        print(f"t={t} noise {noise.value:.3f} mean |a| {float(abs(action).mean()):.3f}")


if __name__ == "__main__":
    main()
