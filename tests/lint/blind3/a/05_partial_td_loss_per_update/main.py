from dataclasses import dataclass
from functools import partial

import jax
import jax.numpy as jnp
import numpy as np

from dqn.losses import td_loss
from dqn.networks import init_q_network


@dataclass
class DQNConfig:
    gamma: float = 0.99
    huber_delta: float = 1.0
    lr: float = 1e-2
    batch_size: int = 32
    n_updates: int = 6
    target_every: int = 3


def sample_batch(rng, n, obs_dim=4, n_actions=2):
    return (
        rng.normal(size=(n, obs_dim)).astype(np.float32),
        rng.integers(0, n_actions, size=n).astype(np.int32),
        rng.normal(size=n).astype(np.float32),
        rng.normal(size=(n, obs_dim)).astype(np.float32),
        (rng.random(n) < 0.1).astype(np.float32),
    )


def main():
    cfg = DQNConfig()
    rng = np.random.default_rng(0)
    params = init_q_network(jax.random.PRNGKey(0), 4, 2)
    target_params = params
    for update in range(cfg.n_updates):
        batch = sample_batch(rng, cfg.batch_size)
        loss_fn = jax.jit(jax.value_and_grad(partial(td_loss, gamma=cfg.gamma, huber_delta=cfg.huber_delta)))
        loss, grads = loss_fn(params, target_params, batch)
        params = jax.tree_util.tree_map(lambda p, g: p - cfg.lr * g, params, grads)
        if (update + 1) % cfg.target_every == 0:
            target_params = params
        print(f"update {update}: td loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
