import jax
import jax.numpy as jnp
from flax import nnx

from model import PINN
from train import make_optimizer, train_step


def collocation_points(key, n):
    kx, kt = jax.random.split(key)
    x = jax.random.uniform(kx, (n,), minval=-1.0, maxval=1.0)
    t = jax.random.uniform(kt, (n,), minval=0.0, maxval=1.0)
    return jnp.stack([x, t], -1)


def main():
    model = PINN(8, rngs=nnx.Rngs(0))
    opt = make_optimizer(model, 1e-3)
    xt = collocation_points(jax.random.PRNGKey(1), 64)
    for epoch in range(4):
        loss = train_step(model, opt, xt, 0.01 / jnp.pi)
        print(f"epoch {epoch} step {model.steps_taken}: residual {float(loss):.4e}")


if __name__ == "__main__":
    main()
