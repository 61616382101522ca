import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np

from model import CountVAE
from train import kl_weight, optimizer, train_step


def main():
    rng = np.random.default_rng(0)
    counts = rng.poisson(2.0, size=(64, 50)).astype(np.float32)
    key = jax.random.PRNGKey(0)
    model = CountVAE(n_genes=50, latent=4, key=key)
    opt_state = optimizer.init(eqx.filter(model, eqx.is_array))
    for epoch in range(6):
        beta = jnp.asarray(kl_weight(epoch), dtype=jnp.float32)
        for start in range(0, 64, 16):
            key, sub = jax.random.split(key)
            model, opt_state, loss = train_step(
                model, opt_state, counts[start:start + 16], sub, beta)
        print(f"epoch {epoch} beta={float(beta):.2f} loss={float(loss):.2f}")


if __name__ == "__main__":
    main()
