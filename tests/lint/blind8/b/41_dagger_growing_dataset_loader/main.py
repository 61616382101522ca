import jax
import jax.numpy as jnp
import numpy as np

from data import AggregatedDataset, BatchLoader

OBS_DIM, N_ACTIONS = 4, 3
ROLLOUT_STEPS = 40


def expert_policy(obs):
    return obs[:, :N_ACTIONS].argmax(1).astype(np.int32)


@jax.jit
def bc_update(w, obs, actions):
    def nll(w):
        logp = jax.nn.log_softmax(obs @ w)
        return -jnp.take_along_axis(logp, actions[:, None], 1).mean()

    loss, g = jax.value_and_grad(nll)(w)
    return w - 0.5 * g, loss


def rollout_learner(w, rng):
    obs = rng.normal(size=(ROLLOUT_STEPS, OBS_DIM)).astype(np.float32)
    return obs


def main():
    rng = np.random.default_rng(0)
    dataset = AggregatedDataset(OBS_DIM)
    loader = BatchLoader(dataset, batch_size=64)
    w = jnp.zeros((OBS_DIM, N_ACTIONS))
    for dagger_round in range(5):
        visited = rollout_learner(w, rng)
        dataset.add(visited, expert_policy(visited))
        for obs, actions in loader:
            w, loss = bc_update(w, obs, actions)
        print(f"round {dagger_round}: dataset size {len(dataset)} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
