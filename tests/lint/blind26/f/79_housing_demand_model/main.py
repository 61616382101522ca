import jax
import jax.numpy as jnp
import optax
from flax import nnx
from model import DemandNet

@nnx.jit
def demand_train_step(model, optimizer, x, y):
    loss, grads = nnx.value_and_grad(lambda m: jnp.mean((m(x) - y) ** 2))(model)
    optimizer.update(model, grads)
    return loss

@nnx.jit
def demand_eval(model, x, y):
    return jnp.mean((model(x) - y) ** 2)

key = jax.random.PRNGKey(0)
x = jax.random.normal(key, (320, 6))
y = x[:, 0] - 0.5 * x[:, 1] + 0.2 * x[:, 2] * x[:, 3]
model = DemandNet(nnx.Rngs(0))
optimizer = nnx.Optimizer(model, optax.adam(5e-3), wrt=nnx.Param)
for epoch in range(4):
    for i in range(0, 256, 64):
        loss = demand_train_step(model, optimizer, x[i:i + 64], y[i:i + 64])
    print(epoch, float(loss))
model.eval()
for i in range(256, 320, 32):
    print("holdout", float(demand_eval(model, x[i:i + 32], y[i:i + 32])))
