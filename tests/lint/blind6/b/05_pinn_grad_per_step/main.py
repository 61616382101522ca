import jax
import jax.numpy as jnp
import optax


def init_mlp(key, sizes=(1, 16, 16, 1)):
    params = []
    for k, (a, b) in zip(jax.random.split(key, len(sizes) - 1), zip(sizes[:-1], sizes[1:])):
        params.append((jax.random.normal(k, (a, b)) / jnp.sqrt(a), jnp.zeros(b)))
    return params


def mlp(params, x):
    for w, b in params[:-1]:
        x = jnp.tanh(x @ w + b)
    w, b = params[-1]
    return (x @ w + b)[..., 0]


def pinn_loss(params, x):
    # u'' = -pi^2 sin(pi x), u(0)=u(1)=0
    u = lambda t: mlp(params, jnp.reshape(t, (1, 1)))[0]
    u_xx = jax.vmap(jax.grad(jax.grad(u)))(x)
    res = u_xx + jnp.pi ** 2 * jnp.sin(jnp.pi * x)
    bc = mlp(params, jnp.array([[0.0], [1.0]]))
    return jnp.mean(res ** 2) + 10 * jnp.mean(bc ** 2)


if __name__ == "__main__":
    params = init_mlp(jax.random.PRNGKey(0))
    opt = optax.adam(1e-2)
    opt_state = opt.init(params)
    x = jnp.linspace(0, 1, 32)
    for it in range(5):
        loss_and_grad = jax.jit(jax.value_and_grad(pinn_loss))
        loss, grads = loss_and_grad(params, x)
        updates, opt_state = opt.update(grads, opt_state)
        params = optax.apply_updates(params, updates)
        print(it, float(loss))
