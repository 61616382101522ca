import jax
import jax.numpy as jnp
import optax
from flax import nnx

from model import AgentForecaster

HIST, FUT = 8, 12


@nnx.jit
def train_step(model, optimizer, past, future):
    def loss_fn(m):
        pred = m(past)
        return jnp.mean(jnp.abs(pred - future))

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


def main():
    model = AgentForecaster(HIST, FUT, 32, nnx.Rngs(0, dropout=1))
    optimizer = nnx.Optimizer(model, optax.adam(1e-3), wrt=nnx.Param)
    key = jax.random.PRNGKey(0)
    for step in range(5):
        key, k = jax.random.split(key)
        traj = jnp.cumsum(jax.random.normal(k, (16, HIST + FUT, 2)), axis=1)
        loss = train_step(model, optimizer, traj[:, :HIST], traj[:, HIST:])
        model.seen_batches += 1
        print(step, model.seen_batches, float(loss))


if __name__ == "__main__":
    main()
