import jax
import jax.numpy as jnp
import numpy as np

from networks import SoftmaxActor, sample_joint_actions

N_AGENTS, OBS_DIM, N_ACTIONS, EPISODES, STEPS = 3, 4, 4, 5, 3


def temperature_schedule(episode, start=2.0, decay=0.8):
    return start * decay**episode


def main():
    rng = np.random.default_rng(0)
    params = SoftmaxActor(N_ACTIONS).init(jax.random.PRNGKey(0), jnp.zeros((N_AGENTS, OBS_DIM)))
    key = jax.random.PRNGKey(1)
    for ep in range(EPISODES):
        actor = SoftmaxActor(N_ACTIONS, temperature=temperature_schedule(ep))
        agreement = 0
        for _ in range(STEPS):
            obs = rng.standard_normal((N_AGENTS, OBS_DIM)).astype(np.float32)
            key, sub = jax.random.split(key)
            actions = np.asarray(sample_joint_actions(actor, params, obs, sub))
            agreement += len(set(actions.tolist())) == 1
        print(f"episode {ep} temperature {actor.temperature:.3f} coordinated steps {agreement}/{STEPS}")


if __name__ == "__main__":
    main()
