import jax
import jax.numpy as jnp
import numpy as np

from learner import dqn_update, qnet, tx
from replay import PrioritizedReplay

OBS_DIM = 10
WARMUP_UPDATES = 3


def beta_schedule(update):
    return 0.0 if update < WARMUP_UPDATES else min(1.0, 0.4 + 0.1 * (update - WARMUP_UPDATES))


def main():
    rng = np.random.default_rng(0)
    params = qnet.init(jax.random.PRNGKey(0), jnp.zeros((1, OBS_DIM)))
    target_params = params
    opt_state = tx.init(params)
    buffer = PrioritizedReplay(256, OBS_DIM)
    for t in range(200):
        obs = rng.normal(size=OBS_DIM).astype(np.float32)
        buffer.add(obs, rng.integers(4), float(rng.random() < 0.1), rng.normal(size=OBS_DIM))
    for update in range(8):
        idx, batch = buffer.sample(32, beta_schedule(update))
        params, opt_state, loss, td = dqn_update(params, target_params, opt_state, batch)
        buffer.update_priorities(idx, np.asarray(td))
        print(f"update {update} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
