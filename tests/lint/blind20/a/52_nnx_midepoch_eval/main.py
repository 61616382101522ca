import jax
import jax.numpy as jnp
import optax
from flax import nnx

from model import LaneConditionedPredictor

HIST, LANES, FUT = 8, 6, 12
VAL_EVERY = 3


@nnx.jit
def train_step(model, optimizer, past, lanes, future):
    def loss_fn(m):
        return jnp.mean(jnp.abs(m(past, lanes) - future))

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


@nnx.jit
def eval_step(model, past, lanes, future):
    return jnp.mean(jnp.linalg.norm(model(past, lanes)[:, -1] - future[:, -1], axis=-1))


def batch(key):
    k1, k2 = jax.random.split(key)
    traj = jnp.cumsum(jax.random.normal(k1, (16, HIST + FUT, 2)), axis=1)
    lanes = jax.random.normal(k2, (16, LANES, 2))
    return traj[:, :HIST], lanes, traj[:, HIST:]


def validate(model, val):
    model.eval()
    return float(eval_step(model, *val))


def main():
    model = LaneConditionedPredictor(HIST, LANES, FUT, 32, nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adam(1e-3), wrt=nnx.Param)
    key = jax.random.PRNGKey(0)
    val = batch(jax.random.PRNGKey(99))
    step = 0
    for epoch in range(2):
        model.train()
        for _ in range(4):
            key, k = jax.random.split(key)
            loss = train_step(model, optimizer, *batch(k))
            step += 1
            if step % VAL_EVERY == 0:
                print(step, float(loss), validate(model, val))


if __name__ == "__main__":
    main()
