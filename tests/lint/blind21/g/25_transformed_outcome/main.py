import jax.numpy as jnp
import numpy as np

from optim import build_optimizer
from train import train_step

LR = 3e-2


def main():
    rng = np.random.default_rng(23)
    n, d = 256, 4
    x = jnp.asarray(rng.normal(size=(n, d)), jnp.float32)
    t = jnp.asarray(rng.uniform(size=n) < 0.5, jnp.float32)
    y = x[:, 0] + t * (0.3 + 0.5 * x[:, 2]) + 0.1 * jnp.asarray(rng.normal(size=n), jnp.float32)
    params = {"w": jnp.zeros(d), "b": jnp.zeros(())}
    opt_state = build_optimizer(LR).init(params)
    for epoch in range(4):
        optimizer = build_optimizer(LR)
        for _ in range(3):
            params, opt_state, loss = train_step(params, opt_state, x, t, y, optimizer=optimizer)
        print(f"epoch {epoch} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
