import numpy as np
import jax
import jax.numpy as jnp
import optax
from flax import nnx

WIN = 96


class StrainDenoiser(nnx.Module):
    def __init__(self, rngs):
        self.enc = nnx.Linear(WIN, 24, rngs=rngs)
        self.dec = nnx.Linear(24, WIN, rngs=rngs)

    def __call__(self, x):
        return self.dec(nnx.tanh(self.enc(x)))


@nnx.jit
def denoise_step(model, opt, clean, key, noise_std):
    noisy = clean + noise_std * jax.random.normal(key, clean.shape)

    def loss_fn(m):
        return jnp.mean((m(noisy) - clean) ** 2)

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    opt.update(model, grads)
    return loss


def clean_windows(n=256, seed=0):
    rng = np.random.default_rng(seed)
    t = np.linspace(0, 1, WIN)
    amp = rng.uniform(0.5, 1.5, (n, 1))
    pos = rng.uniform(0.2, 0.8, (n, 1))
    return (amp * np.exp(-((t - pos) / 0.1) ** 2)).astype(np.float32)


def main():
    x = jnp.asarray(clean_windows())
    model = StrainDenoiser(nnx.Rngs(0))
    opt = nnx.Optimizer(model, optax.adam(2e-3), wrt=nnx.Param)
    key = jax.random.PRNGKey(1)
    # curriculum: start with mild gauge noise, finish at field level
    for epoch in range(6):
        noise_std = 0.02 + 0.03 * epoch
        for b in range(0, 256, 32):
            key, sub = jax.random.split(key)
            loss = denoise_step(model, opt, x[b:b + 32], sub, noise_std)
        print(f"epoch {epoch} noise {noise_std:.2f} loss {float(loss):.5f}")


if __name__ == "__main__":
    main()
