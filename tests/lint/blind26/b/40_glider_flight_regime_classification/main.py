import jax
import jax.numpy as jnp
import numpy as np

from collate import dive_batches
from model import dive_class_step, model, tx


def simulated_dives(n, seed=0):
    # per-dive sequences of (pitch, vertical speed, buoyancy pump) -> flight regime class
    rng = np.random.default_rng(seed)
    dives, labels = [], []
    for _ in range(n):
        L = int(rng.integers(20, 60))
        c = int(rng.integers(0, 3))
        seq = rng.normal(0, 0.3, (L, 3)) + np.array([0.3 * c, -0.1 * c, 0.05 * c])
        dives.append(seq.astype(np.float32))
        labels.append(c)
    return dives, np.array(labels, np.int32)


def main():
    dives, labels = simulated_dives(96)
    params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, 20, 3)), jnp.ones((1, 20)))
    opt_state = tx.init(params)
    for epoch in range(2):
        for x, mask, y in dive_batches(dives, labels, 16):
            params, opt_state, loss = dive_class_step(params, opt_state, x, mask, y)
        print(f"epoch {epoch}: loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
