import jax.numpy as jnp
import numpy as np

from glow import descent_step, glow_model


def lr_at(epoch, base=2e-3, decay=0.7):
    return base * decay ** (epoch // 20)


def main():
    temp = jnp.linspace(350.0, 600.0, 200)
    truth = [(1.0, 460.0, 1.25), (0.6, 520.0, 1.5)]
    rng = np.random.default_rng(4)
    signal = glow_model(truth, temp) + jnp.asarray(rng.normal(0, 0.01, 200).astype(np.float32))
    params = [(jnp.float32(0.8), jnp.float32(455.0), jnp.float32(1.2)),
              (jnp.float32(0.5), jnp.float32(525.0), jnp.float32(1.4))]
    for epoch in range(80):
        params, loss = descent_step(params, temp, signal, lr_at(epoch))
    print("final loss", float(loss))


if __name__ == "__main__":
    main()
