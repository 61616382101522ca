import jax
import jax.numpy as jnp
import numpy as np

from accountant import GaussianBudget

ROUNDS = 5
NUM_CLIENTS = 4
DIM = 10
CONFIG = {"warmup_std": 0.8, "clip": 1.0, "total_rho": 2.0}


@jax.jit
def noisy_aggregate(stacked_updates, std, key):
    norms = jnp.linalg.norm(stacked_updates, axis=1, keepdims=True)
    clipped = stacked_updates * jnp.minimum(1.0, CONFIG["clip"] / (norms + 1e-9))
    total = jnp.sum(clipped, axis=0)
    noise = std * jax.random.normal(key, total.shape)
    return (total + noise) / stacked_updates.shape[0]


def main():
    rng = np.random.RandomState(0)
    budget = GaussianBudget(CONFIG["total_rho"], ROUNDS, sensitivity=CONFIG["clip"])
    model = jnp.zeros((DIM,))
    key = jax.random.PRNGKey(0)
    for rnd in range(ROUNDS):
        updates = jnp.asarray(rng.normal(size=(NUM_CLIENTS, DIM)) * 0.1, jnp.float32)
        if rnd == 0:
            std = CONFIG["warmup_std"]
        else:
            std = budget.noise_std(ROUNDS - rnd)
        budget.spend(std)
        key, sub = jax.random.split(key)
        model = model + noisy_aggregate(updates, std, sub)
        print(f"round {rnd} std={std:.3f} |model|={float(jnp.linalg.norm(model)):.3f}")


if __name__ == "__main__":
    main()
