import jax
import jax.numpy as jnp
import numpy as np

from train import D, G, d_step, d_tx


def main():
    rng = np.random.default_rng(0)
    data = np.tanh(rng.normal(size=(64, 32))).astype(np.float32)
    kd, kg, key = jax.random.split(jax.random.PRNGKey(0), 3)
    d_params = D.init(kd, data[:1])
    g_params = G.init(kg, jnp.zeros((1, 8)))
    d_opt = d_tx.init(d_params)
    for step in range(8):
        key, sub = jax.random.split(key)
        z = jax.random.normal(sub, (16, 8))
        real = data[(step % 4) * 16:(step % 4 + 1) * 16]
        d_params, d_opt, loss = d_step(d_params, d_opt, g_params, real, z, step=step)
        print(step, float(loss))


if __name__ == "__main__":
    main()
