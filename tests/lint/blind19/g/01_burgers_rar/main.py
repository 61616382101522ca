import jax
import jax.numpy as jnp
import numpy as np
import optax

from model import burgers_residual, init_mlp, mlp
from sampler import CollocationPool

optimizer = optax.adam(1e-3)

x_ic = jnp.linspace(-1.0, 1.0, 32)
ic_pts = jnp.stack([x_ic, jnp.zeros_like(x_ic)], axis=1)
u_ic = -jnp.sin(jnp.pi * x_ic)
t_bc = jnp.linspace(0.0, 1.0, 16)
bc_pts = jnp.concatenate([jnp.stack([-jnp.ones_like(t_bc), t_bc], 1),
                          jnp.stack([jnp.ones_like(t_bc), t_bc], 1)])


def loss_fn(params, colloc):
    r = burgers_residual(params, colloc)
    l_ic = jnp.mean((mlp(params, ic_pts) - u_ic) ** 2)
    l_bc = jnp.mean(mlp(params, bc_pts) ** 2)
    return jnp.mean(r ** 2) + l_ic + l_bc


@jax.jit
def train_step(params, opt_state, colloc):
    loss, grads = jax.value_and_grad(loss_fn)(params, colloc)
    updates, opt_state = optimizer.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


residual_at = jax.jit(burgers_residual)


def main():
    params = init_mlp(jax.random.PRNGKey(0), [2, 16, 16, 1])
    opt_state = optimizer.init(params)
    pool = CollocationPool(n_init=128)
    colloc = pool.points
    for epoch in range(4):
        for _ in range(3):
            params, opt_state, loss = train_step(params, opt_state, colloc)
        res = np.asarray(residual_at(params, colloc))
        colloc = pool.refine(res, n_add=16)
        print(f"epoch {epoch} loss {float(loss):.4e} points {colloc.shape[0]}")


if __name__ == "__main__":
    main()
