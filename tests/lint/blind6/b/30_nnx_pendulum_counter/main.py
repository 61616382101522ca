import jax
import jax.numpy as jnp
import optax
from flax import nnx

from model import DynamicsNet


def pendulum_batch(key, n=64, dt=0.05):
    th, om, u = jax.random.normal(key, (3, n))
    om_next = om + dt * (-9.81 * jnp.sin(th) + u)
    th_next = th + dt * om_next
    return jnp.stack([th, om, u], 1), jnp.stack([th_next - th, om_next - om], 1)


@nnx.jit
def train_step(model, optimizer, x, y):
    def loss_fn(model):
        return jnp.mean((model(x) - y) ** 2)
    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


if __name__ == "__main__":
    model = DynamicsNet(nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adam(1e-3), wrt=nnx.Param)
    key = jax.random.PRNGKey(0)
    for it in range(5):
        key, sub = jax.random.split(key)
        x, y = pendulum_batch(sub)
        loss = train_step(model, optimizer, x, y)
        model.steps_seen += x.shape[0]
        print(it, float(loss), model.steps_seen)
