import equinox as eqx
import jax
import jax.numpy as jnp

from model import VectorField
from train import optimizer, train_step


def spiral(n=30, dt=0.1):
    A = jnp.array([[-0.1, 2.0], [-2.0, -0.1]])
    ys, y = [], jnp.array([2.0, 0.0])
    for _ in range(n):
        y = y + dt * (A @ y)
        ys.append(y)
    return jnp.stack(ys)


if __name__ == "__main__":
    target = spiral()
    field = VectorField(jax.random.PRNGKey(0))
    opt_state = optimizer.init(eqx.filter(field, eqx.is_inexact_array))
    y0 = jnp.array([2.0, 0.0])
    for step in range(15):
        field, opt_state, loss = train_step(field, opt_state, y0, target, jnp.asarray(step, jnp.int32))
        if step % 5 == 0:
            print(f"step {step}: loss {float(loss):.4f}")
