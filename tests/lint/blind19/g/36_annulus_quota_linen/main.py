import jax
import jax.numpy as jnp
import optax
from flax import linen as nn

from geometry import AnnulusDomain


class Net(nn.Module):
    @nn.compact
    def __call__(self, x):
        h = nn.tanh(nn.Dense(24)(x))
        h = nn.tanh(nn.Dense(24)(h))
        return nn.Dense(1)(h)[..., 0]


net = Net()
tx = optax.adam(1e-3)


def loss_fn(params, pts, bpts):
    u = lambda p: net.apply(params, p[None])[0]
    lap = jax.vmap(lambda p: jnp.trace(jax.hessian(u)(p)))(pts)
    r_b = jnp.linalg.norm(bpts, axis=1)
    target = jnp.where(r_b < 0.5, 1.0, 0.0)
    return jnp.mean((lap + 1.0) ** 2) + jnp.mean((net.apply(params, bpts) - target) ** 2)


@jax.jit
def update(params, opt_state, pts, bpts):
    loss, g = jax.value_and_grad(loss_fn)(params, pts, bpts)
    upd, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, loss


def main():
    domain = AnnulusDomain()
    params = net.init(jax.random.PRNGKey(0), jnp.zeros((1, 2)))
    opt_state = tx.init(params)
    bpts = domain.boundary(32)
    for epoch in range(5):
        pts = domain.interior(128)
        params, opt_state, loss = update(params, opt_state, pts, bpts)
        print(epoch, pts.shape[0], float(loss))


if __name__ == "__main__":
    main()
