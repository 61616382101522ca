import numpy as np
import jax

from steps import net, tx, fault_loss, fault_update


def batches(rng, n, size=64):
    for _ in range(n):
        x = rng.normal(0, 1, (size, 10)).astype(np.float32)
        y = (x[:, 0] + 0.5 * x[:, 3] > 0.8).astype(np.int32)
        yield x, y


def main():
    rng = np.random.default_rng(0)
    key = jax.random.PRNGKey(0)
    params = net.init(key, np.zeros((1, 10), np.float32), train=False)
    opt_state = tx.init(params)
    val = list(batches(np.random.default_rng(99), 3))
    for epoch in range(3):
        for x, y in batches(rng, 10):
            key, sub = jax.random.split(key)
            params, opt_state, loss = fault_update(params, opt_state, x, y, sub)
        val_loss = np.mean([float(fault_loss(params, x, y, key, train=False)) for x, y in val])
        print(f"epoch {epoch} train {float(loss):.3f} val {val_loss:.3f}")


if __name__ == "__main__":
    main()
