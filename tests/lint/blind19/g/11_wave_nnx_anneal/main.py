import jax
import jax.numpy as jnp
import optax
from flax import nnx

from model import FourierPINN

C = 1.0


def wave_residual(model, xt):
    def u(p):
        return model(p[None])[0]

    def r(p):
        h = jax.hessian(u)(p)
        return h[1, 1] - C ** 2 * h[0, 0]

    return jax.vmap(r)(xt)


@nnx.jit
def train_step(model, optimizer, xt, x0):
    def loss_fn(m):
        res = wave_residual(m, xt)
        ic = m(jnp.stack([x0, jnp.zeros_like(x0)], 1)) - jnp.sin(jnp.pi * x0)
        return jnp.mean(res ** 2) + jnp.mean(ic ** 2)

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


def main():
    model = FourierPINN(n_freqs=4, width=16, rngs=nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adam(1e-3), wrt=nnx.Param)
    key = jax.random.PRNGKey(3)
    x0 = jnp.linspace(0.0, 1.0, 16)
    for step in range(8):
        key, sub = jax.random.split(key)
        xt = jax.random.uniform(sub, (32, 2))
        model.anneal_step = step
        loss = train_step(model, optimizer, xt, x0)
        print(step, float(loss))


if __name__ == "__main__":
    main()
