import jax
import jax.numpy as jnp
import numpy as np

from replay import ReplayBuffer

OBS_DIM, NUM_ACTIONS = 4, 2
ITERATIONS = 5
BATCH_SIZE = 64
GAMMA, LR = 0.95, 0.05


def q_fn(w, obs):
    return obs @ w


@jax.jit
def fitted_q_step(w, target_w, obs, actions, rewards, next_obs, dones):
    target = rewards + GAMMA * (1.0 - dones) * q_fn(target_w, next_obs).max(-1)

    def loss(w):
        q = jnp.take_along_axis(q_fn(w, obs), actions[:, None], 1)[:, 0]
        return jnp.mean((q - jax.lax.stop_gradient(target)) ** 2)

    return w - LR * jax.grad(loss)(w)


def collect(rng, n):
    obs = rng.normal(size=(n, OBS_DIM)).astype(np.float32)
    actions = rng.integers(0, NUM_ACTIONS, size=n).astype(np.int32)
    rewards = (obs[:, 0] * (2 * actions - 1)).astype(np.float32)
    next_obs = (obs + 0.1 * rng.normal(size=obs.shape)).astype(np.float32)
    dones = (rng.uniform(size=n) < 0.05).astype(np.float32)
    return obs, actions, rewards, next_obs, dones


def main():
    rng = np.random.default_rng(0)
    buffer = ReplayBuffer(OBS_DIM)
    w = jnp.zeros((OBS_DIM, NUM_ACTIONS), jnp.float32)
    for it in range(ITERATIONS):
        buffer.add_batch(*collect(rng, int(rng.integers(40, 120))))
        target_w = w
        for batch in buffer.epoch_batches(BATCH_SIZE, rng):
            w = fitted_q_step(w, target_w, *batch)
        print(f"iteration {it}: buffer size {len(buffer)}")


if __name__ == "__main__":
    main()
