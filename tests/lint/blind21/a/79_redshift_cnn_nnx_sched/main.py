import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx

from model import SpectrumRegressor

N_PIX = 128


def spectra(n, seed):
    rng = np.random.default_rng(seed)
    z = rng.uniform(0, 0.5, n)
    pix = np.arange(N_PIX)
    x = np.exp(-0.5 * ((pix[None] - 40 * (1 + z[:, None])) / 3.0) ** 2) + 0.05 * rng.normal(size=(n, N_PIX))
    return jnp.asarray(x, jnp.float32), jnp.asarray(z, jnp.float32)


@nnx.jit
def train_step(model, optimizer, x, z):
    def loss_fn(m):
        return jnp.mean((m(x) - z) ** 2)

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


@nnx.jit
def predict(model, x):
    return model(x)


if __name__ == "__main__":
    xtr, ztr = spectra(128, 0)
    xva, zva = spectra(64, 1)
    model = SpectrumRegressor(N_PIX, nnx.Rngs(0))
    schedule = optax.exponential_decay(3e-3, transition_steps=4, decay_rate=0.5, staircase=True)
    optimizer = nnx.Optimizer(model, optax.adam(schedule), wrt=nnx.Param)
    for epoch in range(4):
        model.train()
        for b in range(0, 128, 32):
            loss = train_step(model, optimizer, xtr[b:b + 32], ztr[b:b + 32])
        model.eval()
        val = jnp.mean((predict(model, xva) - zva) ** 2)
        print(f"epoch {epoch} train {float(loss):.4f} val {float(val):.4f}")
