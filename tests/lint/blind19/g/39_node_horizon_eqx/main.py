import equinox as eqx
import jax
import jax.numpy as jnp
import optax

from model import ODEFunc, rollout

DT = 0.05
MAX_STEPS = 40
optim = optax.adam(3e-3)


def spiral(y0, n):
    A = jnp.array([[-0.1, 2.0], [-2.0, -0.1]])

    def body(y, _):
        y = y + DT * A @ y
        return y, y

    return jax.lax.scan(body, y0, None, length=n)[1]


@eqx.filter_jit
def train_step(func, opt_state, y0s, targets, horizon):
    def loss(f):
        pred = jax.vmap(lambda y: rollout(f, y, DT, horizon))(y0s)
        return jnp.mean((pred - targets[:, :horizon]) ** 2)

    val, grads = eqx.filter_value_and_grad(loss)(func)
    updates, opt_state = optim.update(grads, opt_state)
    return eqx.apply_updates(func, updates), opt_state, val


def main():
    key = jax.random.PRNGKey(0)
    func = ODEFunc(key)
    opt_state = optim.init(eqx.filter(func, eqx.is_inexact_array))
    y0s = jax.random.normal(jax.random.PRNGKey(1), (8, 2))
    targets = jax.vmap(lambda y: spiral(y, MAX_STEPS))(y0s)
    for epoch in range(6):
        horizon = min(10 + 6 * epoch, MAX_STEPS)
        func, opt_state, val = train_step(func, opt_state, y0s, targets, horizon)
        print(epoch, horizon, float(val))


if __name__ == "__main__":
    main()
