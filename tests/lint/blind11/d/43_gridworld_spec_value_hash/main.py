import numpy as np
import jax.numpy as jnp

from envspec import GridSpec
from planning import value_iteration


def sample_task(rng, spec):
    rewards = np.full(spec.n_states, -0.01, np.float32)
    rewards[rng.integers(spec.n_states)] = 1.0
    return jnp.asarray(rewards)


def main():
    rng = np.random.default_rng(0)
    for episode in range(5):
        spec = GridSpec(height=5, width=6)
        rewards = sample_task(rng, spec)
        v = value_iteration(spec, rewards, jnp.float32(0.95))
        print(f"episode {episode} goal {int(jnp.argmax(rewards))} max value {float(v.max()):.3f}")


if __name__ == "__main__":
    main()
