import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx

from evaluator import HeldOutEvaluator

OBS, ACT = 8, 3


class Policy(nnx.Module):
    def __init__(self, rngs):
        self.l1 = nnx.Linear(OBS, 64, rngs=rngs)
        self.l2 = nnx.Linear(64, ACT, rngs=rngs)

    def __call__(self, x):
        return self.l2(nnx.gelu(self.l1(x)))


@nnx.jit
def train_step(model, optimizer, obs, act):
    loss, grads = nnx.value_and_grad(lambda m: jnp.mean((m(obs) - act) ** 2))(model)
    optimizer.update(model, grads)
    return loss


def main():
    model = Policy(nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adam(1e-3), wrt=nnx.Param)
    evaluator = HeldOutEvaluator(OBS, ACT)
    rng = np.random.default_rng(0)
    for step in range(1, 13):
        obs = rng.normal(size=(32, OBS)).astype(np.float32)
        act = rng.normal(size=(32, ACT)).astype(np.float32)
        train_step(model, optimizer, obs, act)
        if step % 3 == 0:
            print(step, evaluator.run(model))


if __name__ == "__main__":
    main()
