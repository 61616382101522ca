import jax
import jax.numpy as jnp
import optax
from flax import nnx

from model import EikonalNet, eikonal_loss

LR_STAGES = [3e-3, 1e-3, 3e-4]


@nnx.jit
def train_step(model, optimizer, pts, src):
    loss, grads = nnx.value_and_grad(eikonal_loss)(model, pts, src)
    optimizer.update(model, grads)
    return loss


def main():
    model = EikonalNet(nnx.Rngs(0))
    src = jnp.array([0.5, 0.5])
    key = jax.random.PRNGKey(1)
    for lr in LR_STAGES:
        optimizer = nnx.Optimizer(model, optax.adam(lr), wrt=nnx.Param)
        for _ in range(3):
            key, sub = jax.random.split(key)
            pts = jax.random.uniform(sub, (64, 2))
            loss = train_step(model, optimizer, pts, src)
        print(lr, float(loss))


if __name__ == "__main__":
    main()
