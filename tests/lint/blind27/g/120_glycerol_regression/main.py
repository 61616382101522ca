import numpy as np
import jax.numpy as jnp

from train import sgd_momentum


def schedule(epoch):
    return {"lr": 0.05 * 0.8 ** epoch, "momentum": 0.9, "l2": 1e-3 if epoch < 3 else 1e-4}


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(0, 1, (200, 6)).astype(np.float32)
    # glycerol g/L from fermentation temperature, strain, sugar, YAN, pH, aeration
    y = (x @ np.array([0.8, 0.3, 1.1, -0.2, 0.1, 0.4]) + 8.0).astype(np.float32)
    p = jnp.zeros(6, jnp.float32)
    v = jnp.zeros(6, jnp.float32)
    for epoch in range(6):
        hp = schedule(epoch)
        for _ in range(25):
            p, v, l = sgd_momentum(p, v, x, y - 8.0, hp)
        print(f"epoch {epoch}: lr {hp['lr']:.4f} loss {float(l):.4f}")


if __name__ == "__main__":
    main()
