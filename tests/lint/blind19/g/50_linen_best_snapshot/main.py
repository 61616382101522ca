import jax
import jax.numpy as jnp
import optax
from flax import linen as nn

from checkpoint import BestKeeper


class Beam(nn.Module):
    @nn.compact
    def __call__(self, x):
        h = nn.tanh(nn.Dense(20)(x[:, None]))
        h = nn.tanh(nn.Dense(20)(h))
        return nn.Dense(1)(h)[:, 0] * x ** 2


model = Beam()
EI, Q = 1.0, 1.0


def beam_loss(params, x):
    w = lambda s: model.apply(params, s[None])[0]
    d4 = jax.vmap(jax.grad(jax.grad(jax.grad(jax.grad(w)))))(x)
    tip = jnp.array([1.0])
    m_tip = jax.vmap(jax.grad(jax.grad(w)))(tip)
    v_tip = jax.vmap(jax.grad(jax.grad(jax.grad(w))))(tip)
    return jnp.mean((EI * d4 - Q) ** 2) + jnp.mean(m_tip ** 2) + jnp.mean(v_tip ** 2)


tx = optax.adam(1e-3)


@jax.jit
def train_step(params, opt_state, x):
    loss, g = jax.value_and_grad(beam_loss)(params, x)
    upd, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, upd), opt_state, loss


def main():
    params = model.init(jax.random.PRNGKey(0), jnp.zeros(1))
    opt_state = tx.init(params)
    keeper = BestKeeper()
    x_val = jnp.linspace(0.0, 1.0, 24)
    key = jax.random.PRNGKey(1)
    for epoch in range(4):
        for _ in range(2):
            key, sub = jax.random.split(key)
            x = jax.random.uniform(sub, (48,))
            params, opt_state, loss = train_step(params, opt_state, x)
        keeper.update(params, float(beam_loss(params, x_val)))
        if epoch == 1:
            params = keeper.restore()
            opt_state = tx.init(params)
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
