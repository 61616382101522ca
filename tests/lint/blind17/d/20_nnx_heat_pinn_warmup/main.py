import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx

from model import HeatPINN
from train import train_step


def sample(rng, n_int=64, n_bc=32):
    interior = rng.uniform([0.0, -1.0], [1.0, 1.0], size=(n_int, 2)).astype(np.float32)
    t0 = np.stack([np.zeros(n_bc), rng.uniform(-1, 1, n_bc)], 1).astype(np.float32)
    values = np.sin(np.pi * t0[:, 1]).astype(np.float32)
    return interior, t0, values


def boundary_schedule(step, warmup=5):
    return 10.0 * min(1.0, (step + 1) / warmup)


def main():
    rng = np.random.default_rng(0)
    model = HeatPINN(nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adam(1e-3), wrt=nnx.Param)
    for step in range(6):
        model.boundary_weight.value = jnp.asarray(boundary_schedule(step), dtype=jnp.float32)
        interior, boundary, values = sample(rng)
        loss = train_step(model, optimizer, interior, boundary, values)
        print(step, float(model.boundary_weight.value), float(loss))


if __name__ == "__main__":
    main()
