import jax.numpy as jnp
import numpy as np

from optim import heavy_ball, momentum_for


def main():
    rng = np.random.default_rng(0)
    # scheduled dwell, platform changes, connection count, rolling stock type, weather index
    x = rng.normal(size=(240, 5)).astype(np.float32)
    y = (x @ np.array([1.2, 0.4, 0.9, -0.3, 0.6]) + rng.normal(0, 0.2, 240)).astype(np.float32)
    w = jnp.zeros(5)
    v = jnp.zeros(5)
    for epoch in range(4):
        beta = momentum_for(epoch)
        for i in range(0, 240, 48):
            w, v = heavy_ball(w, v, x[i:i + 48], y[i:i + 48], 0.02, beta)
        print(epoch, beta, float(jnp.mean((x @ w - y) ** 2)))


if __name__ == "__main__":
    main()
