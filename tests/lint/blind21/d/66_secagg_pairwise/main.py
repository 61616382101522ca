import jax
import jax.numpy as jnp
import numpy as np

from secagg import SecAggConfig, masked_sum

DIM = 8
NUM_CLIENTS = 5


def main():
    rng = np.random.RandomState(0)
    cfg = SecAggConfig(num_clients=NUM_CLIENTS, mask_scale=10.0)
    model = jnp.zeros((DIM,))
    root = jax.random.PRNGKey(0)
    for rnd in range(5):
        updates = jnp.asarray(rng.normal(size=(NUM_CLIENTS, DIM)) * 0.1, jnp.float32)
        round_key = jax.random.fold_in(root, rnd)
        total = masked_sum(updates, round_key, cfg=cfg)
        model = model + total / NUM_CLIENTS
        err = float(jnp.max(jnp.abs(total - updates.sum(0))))
        print(f"round {rnd} mask residual {err:.1e}")


if __name__ == "__main__":
    main()
