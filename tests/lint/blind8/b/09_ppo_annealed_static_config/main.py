import jax
import jax.numpy as jnp
import numpy as np

from ppo import PPOConfig, PPOTrainer

OBS_DIM, N_ACT, HIDDEN, N = 4, 2, 16, 64
ITERS = 6


def fake_rollout(rng):
    return {
        "obs": jnp.asarray(rng.normal(size=(N, OBS_DIM)), dtype=jnp.float32),
        "actions": jnp.asarray(rng.integers(0, N_ACT, size=N), dtype=jnp.int32),
        "old_logp": jnp.full((N,), np.log(0.5), dtype=jnp.float32),
        "advantages": jnp.asarray(rng.normal(size=N), dtype=jnp.float32),
        "returns": jnp.asarray(rng.normal(size=N), dtype=jnp.float32),
    }


def main():
    k1, k2, k3 = jax.random.split(jax.random.PRNGKey(0), 3)
    params = {
        "w1": jax.random.normal(k1, (OBS_DIM, HIDDEN)) * 0.1,
        "pi": jax.random.normal(k2, (HIDDEN, N_ACT)) * 0.1,
        "v": jax.random.normal(k3, (HIDDEN, 1)) * 0.1,
    }
    trainer = PPOTrainer(params, PPOConfig(), total_iters=ITERS)
    rng = np.random.default_rng(0)
    for it in range(ITERS):
        loss = trainer.train_iteration(it, fake_rollout(rng))
        print(f"iter {it} clip={trainer.config.clip_eps:.3f} loss={float(loss):.4f}")


if __name__ == "__main__":
    main()
