import numpy as np
import jax
import jax.numpy as jnp

from model import AeroSurrogate
from train import sgd_step, lr_at


def wind_tunnel_table(n=512, seed=0):
    rng = np.random.default_rng(seed)
    alpha = rng.uniform(-0.2, 0.3, n)
    beta = rng.uniform(-0.1, 0.1, n)
    mach = rng.uniform(0.2, 0.8, n)
    de = rng.uniform(-0.3, 0.3, n)
    cl = 0.2 + 5.5 * alpha + 0.4 * de
    cd = 0.02 + 0.06 * cl ** 2 + 0.1 * beta ** 2
    cm = -0.05 - 1.2 * alpha - 1.5 * de
    x = np.stack([alpha, beta, mach, de], 1).astype(np.float32)
    y = np.stack([cl, cd, cm], 1).astype(np.float32)
    return jnp.asarray(x), jnp.asarray(y)


def main():
    x, y = wind_tunnel_table()
    model = AeroSurrogate(jax.random.PRNGKey(0))
    for epoch in range(5):
        lr = lr_at(epoch)
        for _ in range(20):
            model, loss = sgd_step(model, x, y, lr)
        print(f"epoch {epoch} lr {lr:.4f} loss {float(loss):.5f}")


if __name__ == "__main__":
    main()
