import equinox as eqx
import jax
import jax.numpy as jnp
import optax


class ODEFunc(eqx.Module):
    mlp: eqx.nn.MLP
    n_updates: int = 0

    def __init__(self, key, n_updates=0):
        self.mlp = eqx.nn.MLP(2, 2, 16, 2, activation=jnp.tanh, key=key)
        self.n_updates = n_updates

    def __call__(self, y):
        return self.mlp(y)


def integrate(f, y0, dt=0.1, n=20):
    def body(y, _):
        y = y + dt * f(y)
        return y, y
    _, ys = jax.lax.scan(body, y0, None, length=n)
    return ys


@eqx.filter_jit
def train_step(f, opt_state, y0, target):
    def loss(f):
        return jnp.mean((integrate(f, y0) - target) ** 2)
    l, g = eqx.filter_value_and_grad(loss)(f)
    updates, opt_state = opt.update(g, opt_state, eqx.filter(f, eqx.is_array))
    f = eqx.apply_updates(f, updates)
    return f, opt_state, l


if __name__ == "__main__":
    key = jax.random.PRNGKey(0)
    f = ODEFunc(key)
    t = jnp.linspace(0, 2, 20)
    target = jnp.stack([jnp.cos(t), -jnp.sin(t)], axis=1)
    opt = optax.adam(3e-3)
    opt_state = opt.init(eqx.filter(f, eqx.is_array))
    for it in range(5):
        f, opt_state, l = train_step(f, opt_state, jnp.array([1.0, 0.0]), target)
        f = eqx.tree_at(lambda m: m.n_updates, f, f.n_updates + 1)
        print(it, float(l))
