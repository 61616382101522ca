import jax.numpy as jnp
import numpy as np

from cartpole import EnvParams, env_step

NUM_EPISODES = 6
MAX_STEPS = 15


def linear_policy(weights, state):
    return int(np.dot(weights, np.asarray(state)) > 0)


def run_episode(weights, env_params, rng):
    state = jnp.asarray(rng.uniform(-0.05, 0.05, size=4), jnp.float32)
    for t in range(MAX_STEPS):
        state, done = env_step(state, linear_policy(weights, state), env_params)
        if bool(done):
            break
    return t + 1


def main():
    rng = np.random.default_rng(0)
    weights = np.array([0.0, 0.5, 5.0, 1.0])
    for ep in range(NUM_EPISODES):
        env_params = EnvParams.randomized(rng)  # domain randomisation
        length = run_episode(weights, env_params, rng)
        print(f"episode {ep} g={env_params.gravity:.2f} l={env_params.pole_length:.2f} length {length}")


if __name__ == "__main__":
    main()
