import jax
import jax.numpy as jnp
import optax
from flax import nnx


def residual_loss(model, xt, nu):
    def u(p):
        return model(p[None])[0]

    def u_x(p):
        return jax.grad(u)(p)[0]

    def pde(p):
        g = jax.grad(u)(p)
        u_xx = jax.grad(u_x)(p)[0]
        return g[1] + u(p) * g[0] - nu * u_xx

    r = jax.vmap(pde)(xt)
    return jnp.mean(r**2)


@nnx.jit
def train_step(model, optimizer, xt, nu):
    loss, grads = nnx.value_and_grad(residual_loss)(model, xt, nu)
    optimizer.update(model, grads)
    model.steps_taken += 1
    return loss


def make_optimizer(model, lr):
    return nnx.Optimizer(model, optax.adam(lr), wrt=nnx.Param)
