import jax
import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx

from model import LatticeEnergyCNN
from monitor import track_loss

L = 8


def ising_energy(spins):
    return -np.sum(spins * np.roll(spins, 1, 1) + spins * np.roll(spins, 1, 2), axis=(1, 2)) / L ** 2


def make_data(n, seed=0):
    rng = np.random.default_rng(seed)
    spins = np.where(rng.random((n, L, L)) < 0.5, -1.0, 1.0).astype(np.float32)
    return spins, ising_energy(spins).astype(np.float32)


@nnx.jit
def train_step(model, optimizer, x, y):
    def loss_fn(m):
        return jnp.mean((m(x) - y) ** 2)

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


def main():
    x, y = make_data(64)
    model = LatticeEnergyCNN(8, nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adam(3e-3), wrt=nnx.Param)
    for step in range(6):
        loss = train_step(model, optimizer, x[:32], y[:32])
        ema = track_loss(model, loss)
        print(f"step {step} loss {float(loss):.4f} ema {ema:.4f}")


if __name__ == "__main__":
    main()
