from functools import partial

import jax
import jax.numpy as jnp
import optax
from flax import nnx

from curriculum import STAGES
from model import ProcessorNet


@partial(nnx.jit, static_argnames=("rollout_steps",))
def train_step(model, optimizer, states, rollout_steps):
    def loss_fn(m):
        x = states[0]
        total = 0.0
        for k in range(1, rollout_steps + 1):
            x = m(x)
            total = total + jnp.mean((x - states[k]) ** 2)
        return total / rollout_steps

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


n = 24
model = ProcessorNet(n, nnx.Rngs(0))
optimizer = nnx.Optimizer(model, optax.adam(1e-3), wrt=nnx.Param)
traj = jnp.cumsum(0.05 * jax.random.normal(jax.random.PRNGKey(1), (5, 8, n)), axis=0)

for stage in STAGES:
    for epoch in range(stage["epochs"]):
        loss = train_step(model, optimizer, traj, rollout_steps=stage["rollout_steps"])
    print(stage["rollout_steps"], float(loss))
