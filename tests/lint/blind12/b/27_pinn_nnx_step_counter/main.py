import jax.numpy as jnp
import optax
from flax import nnx

from pinn import PoissonPINN
from train import fit

if __name__ == "__main__":
    model = PoissonPINN(width=16, rngs=nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adam(1e-2), wrt=nnx.Param)
    x = jnp.linspace(0.01, 0.99, 64)
    losses = fit(model, optimizer, x, n_steps=6)
    print("losses", [round(l, 3) for l in losses])
