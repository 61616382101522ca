import equinox as eqx
import jax
import jax.numpy as jnp
import optax

from curriculum import pde_weight
from net import HeatNet, heat_residual

optim = optax.adam(2e-3)


def loss_fn(model, xs, ts, x0, u0, w_pde):
    r = jax.vmap(lambda x, t: heat_residual(model, x, t))(xs, ts)
    u_init = jax.vmap(model)(x0, jnp.zeros_like(x0))
    u_left = jax.vmap(model)(jnp.zeros_like(ts), ts)
    u_right = jax.vmap(model)(jnp.ones_like(ts), ts)
    l_bc = jnp.mean(u_left ** 2) + jnp.mean(u_right ** 2)
    return w_pde * jnp.mean(r ** 2) + jnp.mean((u_init - u0) ** 2) + l_bc


@eqx.filter_jit
def make_step(model, opt_state, xs, ts, x0, u0, w_pde):
    loss, grads = eqx.filter_value_and_grad(loss_fn)(model, xs, ts, x0, u0, w_pde)
    updates, opt_state = optim.update(grads, opt_state, eqx.filter(model, eqx.is_array))
    return eqx.apply_updates(model, updates), opt_state, loss


def main():
    key = jax.random.PRNGKey(1)
    mkey, dkey = jax.random.split(key)
    model = HeatNet(mkey)
    opt_state = optim.init(eqx.filter(model, eqx.is_array))
    x0 = jnp.linspace(0.0, 1.0, 32)
    u0 = jnp.sin(jnp.pi * x0)
    for step in range(8):
        dkey, kx, kt = jax.random.split(dkey, 3)
        xs = jax.random.uniform(kx, (64,))
        ts = jax.random.uniform(kt, (64,))
        w = pde_weight(step, warmup_steps=5)
        model, opt_state, loss = make_step(model, opt_state, xs, ts, x0, u0, w)
        print(step, float(w), float(loss))


if __name__ == "__main__":
    main()
