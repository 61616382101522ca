import jax
import jax.numpy as jnp
import numpy as np
from flax import nnx

from train import fit
from vae import VAE

EPOCHS = 5


def main():
    rng = np.random.default_rng(0)
    data = rng.normal(size=(32, 6)).astype(np.float32)
    batches = [jnp.asarray(data[i:i + 8]) for i in range(0, 32, 8)]
    model = VAE(6, 2, nnx.Rngs(0))
    history = fit(model, batches, jax.random.PRNGKey(1), EPOCHS)
    print("final -elbo", history[-1], "steps", len(history))


if __name__ == "__main__":
    main()
