import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np

from train import upwelling_sgd_step


def cuti_dataset(n=1536, seed=0):
    # alongshore wind stress, wind stress curl, SST gradient, SSH anomaly -> coastal upwelling index
    rng = np.random.default_rng(seed)
    x = rng.normal(size=(n, 4)).astype(np.float32)
    y = (0.8 * x[:, 0] + 0.3 * x[:, 1] - 0.2 * x[:, 3] + 0.1 * x[:, 0] * x[:, 2]).astype(np.float32)
    return x, y


def main():
    x, y = cuti_dataset()
    model = eqx.nn.MLP(4, 1, 32, 2, activation=jax.nn.swish, key=jax.random.PRNGKey(0))
    step = 0
    for epoch in range(4):
        for i in range(0, 1536, 192):
            lr = jnp.asarray(0.05 * 0.98 ** step, dtype=jnp.float32)
            model, loss = upwelling_sgd_step(model, x[i:i + 192], y[i:i + 192], lr)
            step += 1
        print(f"epoch {epoch}: loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
