import jax
import jax.numpy as jnp
import numpy as np
import optax
import flax.linen as nn
from flax.training import train_state

N_BOXES, FEAT = 24, 6
STEPS_PER_EPOCH = 2
LR_PLAN = {0: 3e-3, 2: 1e-3, 3: 3e-4}


class ColumnAssigner(nn.Module):
    """Assigns each text block to one of three page columns from its box geometry."""

    @nn.compact
    def __call__(self, x):
        return nn.Dense(3)(nn.relu(nn.Dense(16)(x)))


@jax.jit
def train_step(state, blocks, columns):
    def loss_fn(params):
        logits = state.apply_fn({"params": params}, blocks)
        return optax.softmax_cross_entropy_with_integer_labels(logits, columns).mean()

    loss, grads = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=grads), loss


def main():
    rng = np.random.default_rng(0)
    blocks = jnp.asarray(rng.random((N_BOXES, FEAT)), jnp.float32)
    columns = jnp.asarray(rng.integers(0, 3, size=N_BOXES), jnp.int32)
    model = ColumnAssigner()
    params = model.init(jax.random.PRNGKey(0), blocks)["params"]
    schedule = optax.piecewise_constant_schedule(
        LR_PLAN[0],
        {e * STEPS_PER_EPOCH: LR_PLAN[e] / LR_PLAN[prev]
         for prev, e in zip(sorted(LR_PLAN), sorted(LR_PLAN)[1:])})
    state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.sgd(schedule))
    for epoch in range(5):
        for _ in range(STEPS_PER_EPOCH):
            state, loss = train_step(state, blocks, columns)
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
