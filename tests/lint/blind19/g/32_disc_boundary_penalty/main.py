import jax
import jax.numpy as jnp
import optax
from flax import linen as nn

from schedule import PenaltySchedule


class PotentialNet(nn.Module):
    width: int = 32

    @nn.compact
    def __call__(self, xy):
        h = nn.tanh(nn.Dense(self.width)(xy))
        h = nn.tanh(nn.Dense(self.width)(h))
        return nn.Dense(1)(h)[..., 0]


model = PotentialNet()
tx = optax.adam(1e-3)


def laplace_loss(params, interior, boundary, g_boundary, penalty):
    u = lambda p: model.apply(params, p[None])[0]
    lap = jax.vmap(lambda p: jnp.trace(jax.hessian(u)(p)))(interior)
    bc = model.apply(params, boundary) - g_boundary
    return jnp.mean(lap ** 2) + penalty * jnp.mean(bc ** 2)


@jax.jit
def train_step(params, opt_state, interior, boundary, g_boundary, penalty):
    loss, grads = jax.value_and_grad(laplace_loss)(params, interior, boundary, g_boundary, penalty)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    key = jax.random.PRNGKey(0)
    k_init, k_pts = jax.random.split(key)
    params = model.init(k_init, jnp.zeros((1, 2)))
    opt_state = tx.init(params)
    theta = jnp.linspace(0.0, 2 * jnp.pi, 40, endpoint=False)
    boundary = jnp.stack([jnp.cos(theta), jnp.sin(theta)], 1)
    g_boundary = jnp.cos(2 * theta)
    schedule = PenaltySchedule()
    for epoch in range(6):
        penalty = schedule.step(epoch)
        k_pts, sub = jax.random.split(k_pts)
        r = jnp.sqrt(jax.random.uniform(sub, (64,)))
        phi = jax.random.uniform(jax.random.fold_in(sub, 1), (64,)) * 2 * jnp.pi
        interior = jnp.stack([r * jnp.cos(phi), r * jnp.sin(phi)], 1)
        for _ in range(2):
            params, opt_state, loss = train_step(params, opt_state, interior, boundary, g_boundary, penalty)
        print(epoch, penalty, float(loss))


if __name__ == "__main__":
    main()
