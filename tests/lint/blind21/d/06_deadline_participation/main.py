import jax
import jax.numpy as jnp
import numpy as np

from round_plan import NUM_CLIENTS, participation

DIM = 5


@jax.jit
def weighted_aggregate(updates, weights):
    w = weights.astype(jnp.float32)
    return jnp.tensordot(w / jnp.maximum(w.sum(), 1.0), updates, axes=1)


def main():
    rng = np.random.RandomState(0)
    model = jnp.zeros((DIM,))
    for rnd in range(4):
        latencies = rng.uniform(0.3, 1.6, size=(NUM_CLIENTS,))
        updates = jnp.asarray(rng.normal(size=(NUM_CLIENTS, DIM)) * 0.1, jnp.float32)
        weights = participation(rnd, latencies)
        model = model + weighted_aggregate(updates, weights)
        print(f"round {rnd} on-time={int(np.sum(weights))} |m|={float(jnp.linalg.norm(model)):.4f}")


if __name__ == "__main__":
    main()
