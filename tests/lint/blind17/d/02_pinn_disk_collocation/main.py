import jax
import jax.numpy as jnp
import optax

from data import DiskSampler
from model import init_mlp, mlp, laplacian

optimizer = optax.adam(1e-3)


def pinn_loss(params, interior, weight, boundary):
    lap = jax.vmap(lambda x: laplacian(params, x))(interior)
    residual = (lap + 1.0) * weight
    u_b = jax.vmap(lambda x: mlp(params, x))(boundary)
    interior_term = jnp.sum(residual ** 2) / jnp.maximum(jnp.sum(weight), 1.0)
    return interior_term + 10.0 * jnp.mean(u_b ** 2)


@jax.jit
def train_step(params, opt_state, interior, weight, boundary):
    loss, grads = jax.value_and_grad(pinn_loss)(params, interior, weight, boundary)
    updates, opt_state = optimizer.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    sampler = DiskSampler()
    params = init_mlp(jax.random.PRNGKey(0))
    opt_state = optimizer.init(params)
    for step in range(5):
        interior, weight = sampler.interior()
        boundary = sampler.boundary()
        params, opt_state, loss = train_step(params, opt_state, interior, weight, boundary)
        print(step, int(weight.sum()), float(loss))


if __name__ == "__main__":
    main()
