import jax
import jax.numpy as jnp
import optax
from flax import nnx

from model import EikonalNet, eikonal_loss

LR_STAGES = [3e-3, 1e-3, 3e-4]
STEPS_PER_STAGE = 3


@nnx.jit
def train_step(model, optimizer, pts, src):
    loss, grads = nnx.value_and_grad(eikonal_loss)(model, pts, src)
    optimizer.update(model, grads)
    return loss


def main():
    model = EikonalNet(nnx.Rngs(0))
    src = jnp.array([0.5, 0.5])
    key = jax.random.PRNGKey(1)
    schedule = optax.piecewise_constant_schedule(
        LR_STAGES[0],
        {STEPS_PER_STAGE * (i + 1): LR_STAGES[i + 1] / LR_STAGES[i] for i in range(len(LR_STAGES) - 1)},
    )
    optimizer = nnx.Optimizer(model, optax.adam(schedule), wrt=nnx.Param)
    for lr in LR_STAGES:
        for _ in range(STEPS_PER_STAGE):
            key, sub = jax.random.split(key)
            pts = jax.random.uniform(sub, (64, 2))
            loss = train_step(model, optimizer, pts, src)
        print(lr, float(loss))


if __name__ == "__main__":
    main()
