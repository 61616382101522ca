import jax
import jax.numpy as jnp
import optax
from flax import nnx

from ema import ema_update, snapshot

HIST, FUT = 8, 12


class Planner(nnx.Module):
    def __init__(self, rngs):
        self.l1 = nnx.Linear(HIST * 2 + 2, 64, rngs=rngs)
        self.l2 = nnx.Linear(64, FUT * 2, rngs=rngs)

    def __call__(self, past, goal):
        x = jnp.concatenate([past.reshape(past.shape[0], -1), goal], -1)
        return self.l2(nnx.relu(self.l1(x))).reshape(-1, FUT, 2)


@nnx.jit
def train_step(model, optimizer, past, goal, future):
    loss, grads = nnx.value_and_grad(lambda m: jnp.mean((m(past, goal) - future) ** 2))(model)
    optimizer.update(model, grads)
    return loss


@nnx.jit
def eval_step(model, past, goal, future):
    return jnp.mean(jnp.linalg.norm(model(past, goal)[:, -1] - future[:, -1], axis=-1))


def batch(key):
    traj = jnp.cumsum(jax.random.normal(key, (16, HIST + FUT, 2)), axis=1)
    return traj[:, :HIST], traj[:, -1], traj[:, HIST:]


def main():
    model = Planner(nnx.Rngs(0))
    ema = snapshot(model)
    optimizer = nnx.Optimizer(model, optax.adam(1e-3), wrt=nnx.Param)
    val = batch(jax.random.PRNGKey(7))
    key = jax.random.PRNGKey(0)
    for epoch in range(3):
        for _ in range(3):
            key, k = jax.random.split(key)
            train_step(model, optimizer, *batch(k))
            ema_update(ema, model)
        frozen = snapshot(ema)
        print(epoch, float(eval_step(model, *val)), float(eval_step(frozen, *val)))


if __name__ == "__main__":
    main()
