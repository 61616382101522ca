import jax
import jax.numpy as jnp
import optax

from decomposition import collocation_per_subdomain, split_interval

tx = optax.adam(2e-3)


def init_net(key, width=16):
    k1, k2 = jax.random.split(key)
    return {"w": jax.random.normal(k1, (1, width)), "b": jnp.zeros(width), "v": jax.random.normal(k2, (width,)) * 0.1}


def net(p, x):
    return jnp.tanh(x[:, None] @ p["w"] + p["b"]) @ p["v"]


@jax.jit
def local_step(params, opt_state, x, left, right, u_left, u_right):
    def loss(p):
        u = lambda s: net(p, s[None])[0]
        uxx = jax.vmap(jax.grad(jax.grad(u)))(x)
        r = uxx + jnp.pi ** 2 * jnp.sin(jnp.pi * x)
        iface = (u(left) - u_left) ** 2 + (u(right) - u_right) ** 2
        return jnp.mean(r ** 2) + 10.0 * iface

    val, g = jax.value_and_grad(loss)(params)
    upd, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, val


def main():
    subs = split_interval(0.0, 1.0, 4)
    pts = collocation_per_subdomain(subs, density=[160, 320, 320, 160])
    keys = jax.random.split(jax.random.PRNGKey(0), len(subs))
    nets = [init_net(k) for k in keys]
    states = [tx.init(p) for p in nets]
    for sweep in range(3):
        for i, ((lo, hi), x) in enumerate(zip(subs, pts)):
            u_l = jnp.sin(jnp.pi * lo)
            u_r = jnp.sin(jnp.pi * hi)
            nets[i], states[i], val = local_step(nets[i], states[i], x, lo, hi, u_l, u_r)
        print(sweep, float(val))


if __name__ == "__main__":
    main()
