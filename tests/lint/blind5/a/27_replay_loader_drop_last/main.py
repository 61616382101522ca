import numpy as np
import jax
import jax.numpy as jnp

from replay import ReplayBuffer, EpochLoader

OBS_DIM, N_ACTIONS = 4, 3


@jax.jit
def fitted_q_step(w, obs, act, rew, next_obs, done, gamma=0.9, lr=0.1):
    target = rew + gamma * (1 - done) * (next_obs @ w).max(-1)

    def loss_fn(w):
        q = (obs @ w)[jnp.arange(obs.shape[0]), act]
        return jnp.mean((q - jax.lax.stop_gradient(target)) ** 2)

    loss, g = jax.value_and_grad(loss_fn)(w)
    return w - lr * g, loss


def main():
    rng = np.random.default_rng(27)
    buf = ReplayBuffer(1000, OBS_DIM)
    w = jnp.zeros((OBS_DIM, N_ACTIONS))
    for epoch in range(4):
        # new transitions arrive from a behaviour policy between epochs
        for _ in range(int(rng.integers(70, 130))):
            o = rng.standard_normal(OBS_DIM).astype(np.float32)
            a = int(rng.integers(N_ACTIONS))
            buf.add(o, a, float(o[a % OBS_DIM] > 0), o + 0.1 * rng.standard_normal(OBS_DIM), float(rng.uniform() < 0.1))
        for batch in EpochLoader(buf, batch_size=64, rng=rng, drop_last=True):
            w, loss = fitted_q_step(w, *map(jnp.asarray, batch))
        print(f"epoch {epoch} buffer {buf.size} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
