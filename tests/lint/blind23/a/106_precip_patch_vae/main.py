import jax
import numpy as np

from schedule import kl_weight
from vae import tx, vae, vae_step


def main():
    rng = np.random.default_rng(0)
    # flattened 6x6 precipitation-anomaly patches
    x = rng.normal(size=(128, 36)).astype(np.float32)
    key = jax.random.PRNGKey(0)
    params = vae.init(key, x[:1], key)
    opt_state = tx.init(params)
    for epoch in range(6):
        beta = kl_weight(epoch)
        for s in range(0, 128, 32):
            key, sub = jax.random.split(key)
            params, opt_state, loss = vae_step(params, opt_state, x[s:s + 32], sub, beta)
        print(epoch, beta, float(loss))


if __name__ == "__main__":
    main()
