import numpy as np
import jax

from loss import severity_step, TX

MAX_CLASSES = 4   # corrosion severity: none, light, moderate, severe


def corrosion_batches(rng, n_batches=12, bs=24):
    for _ in range(n_batches):
        y = rng.choice(4, bs, p=[0.45, 0.3, 0.2, 0.05])
        x = rng.normal(0, 1, (bs, 6)) + y[:, None] * np.array([0.6, -0.4, 0.3, 0.5, 0.0, 0.2])
        yield x.astype(np.float32), y.astype(np.int32)


def main():
    rng = np.random.default_rng(3)
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = {"w1": 0.3 * jax.random.normal(k1, (6, 16)), "w2": 0.3 * jax.random.normal(k2, (16, MAX_CLASSES))}
    opt_state = TX.init(params)
    for epoch in range(3):
        for x, y in corrosion_batches(rng):
            params, opt_state, loss = severity_step(params, opt_state, x, y, num_classes=int(y.max()) + 1)
        print(f"epoch {epoch}: loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
