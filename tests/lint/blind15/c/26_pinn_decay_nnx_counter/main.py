import jax
import jax.numpy as jnp
import optax
from flax import nnx

from model import PINN

DECAY = 2.0
N_COLLOCATION = 64


def residual_loss(model, t):
    u_fn = lambda s: model(s[None, None])[0, 0]
    du = jax.vmap(jax.grad(u_fn))(t[:, 0])
    u = model(t)[:, 0]
    ic = model(jnp.zeros((1, 1)))[0, 0] - 1.0
    return jnp.mean((du + DECAY * u) ** 2) + ic ** 2


@nnx.jit
def train_step(model, optimizer, t):
    loss, grads = nnx.value_and_grad(residual_loss)(model, t)
    optimizer.update(model, grads)
    return loss


if __name__ == "__main__":
    model = PINN(32, nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adam(1e-2), wrt=nnx.Param)
    for t_max in [0.5, 1.0, 1.5, 2.0]:
        model.extend_domain(t_max)
        t = jnp.linspace(0, t_max, N_COLLOCATION)[:, None]
        for step in range(3):
            loss = train_step(model, optimizer, t)
        print(f"t_max {t_max}: loss {float(loss):.5f}")
    print("u(1) =", float(model(jnp.ones((1, 1)))[0, 0]), "exact", float(jnp.exp(-DECAY)))
