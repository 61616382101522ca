import jax
import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx

from policy import GoalConditionedBC

OBS, GOAL, ACT, BATCH = 10, 3, 4, 16


@nnx.jit
def train_step(model, optimizer, obs, goal, act):
    def loss_fn(m):
        return jnp.mean((m(obs, goal) - act) ** 2)

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


def main():
    model = GoalConditionedBC(OBS, GOAL, ACT, nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adam(1e-3), wrt=nnx.Param)
    rng = np.random.default_rng(0)
    for step in range(6):
        obs = rng.normal(size=(BATCH, OBS)).astype(np.float32)
        goal = rng.normal(size=(BATCH, GOAL)).astype(np.float32)
        act = rng.normal(size=(BATCH, ACT)).astype(np.float32)
        loss = train_step(model, optimizer, obs, goal, act)
        model.record(BATCH)
        print(step, model.samples_seen, float(loss))


if __name__ == "__main__":
    main()
