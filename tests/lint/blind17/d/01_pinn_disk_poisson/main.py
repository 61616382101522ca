import jax
import jax.numpy as jnp
import optax

from data import DiskSampler
from model import init_mlp, mlp, laplacian

optimizer = optax.adam(1e-3)


def pinn_loss(params, interior, boundary):
    lap = jax.vmap(lambda x: laplacian(params, x))(interior)
    residual = lap + 1.0
    u_b = jax.vmap(lambda x: mlp(params, x))(boundary)
    return jnp.mean(residual ** 2) + 10.0 * jnp.mean(u_b ** 2)


@jax.jit
def train_step(params, opt_state, interior, boundary):
    loss, grads = jax.value_and_grad(pinn_loss)(params, interior, boundary)
    updates, opt_state = optimizer.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    sampler = DiskSampler()
    params = init_mlp(jax.random.PRNGKey(0))
    opt_state = optimizer.init(params)
    for step in range(5):
        interior = sampler.interior()
        boundary = sampler.boundary()
        params, opt_state, loss = train_step(params, opt_state, interior, boundary)
        print(step, interior.shape[0], float(loss))


if __name__ == "__main__":
    main()
