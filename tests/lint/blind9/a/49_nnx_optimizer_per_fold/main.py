import jax
import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx

from model import VAEHead

NUM_FOLDS = 4
STEPS = 2
LATENT = 4


def vae_loss(model, x, noise):
    recon, mu, logvar = model(x, noise)
    rec = jnp.mean(jnp.sum((recon - x) ** 2, axis=(1, 2, 3)))
    kl = -0.5 * jnp.mean(jnp.sum(1 + logvar - mu ** 2 - jnp.exp(logvar), -1))
    return rec + kl


@nnx.jit
def train_step(model, optimizer, x, noise):
    loss, grads = nnx.value_and_grad(vae_loss)(model, x, noise)
    optimizer.update(model, grads)
    return loss


def main():
    rng = np.random.default_rng(0)
    patches = rng.uniform(size=(NUM_FOLDS * 8, 4, 4, 3)).astype(np.float32)
    folds = np.split(patches, NUM_FOLDS)
    for k in range(NUM_FOLDS):
        train_x = np.concatenate([f for j, f in enumerate(folds) if j != k])
        model = VAEHead(latent=LATENT, rngs=nnx.Rngs(k))
        optimizer = nnx.Optimizer(model, optax.adam(1e-3), wrt=nnx.Param)
        for step in range(STEPS):
            noise = rng.normal(size=(len(train_x), LATENT)).astype(np.float32)
            loss = train_step(model, optimizer, train_x, noise)
        print(f"fold {k}: train loss {float(loss):.3f}")


if __name__ == "__main__":
    main()
