import jax
import jax.numpy as jnp

from model import ClosureNet, flux_loss, grad_loss

N_GRID = 64


def make_batch(key, n=16):
    x = jnp.linspace(0, 2 * jnp.pi, N_GRID, endpoint=False)
    k1, k2 = jax.random.split(key)
    amp = jax.random.uniform(k1, (n, 1), minval=0.5, maxval=1.5)
    phase = jax.random.uniform(k2, (n, 1), maxval=2 * jnp.pi)
    u = amp * jnp.sin(x + phase)
    flux = 0.05 * amp * jnp.cos(x + phase) ** 2
    return u, flux


def main(n_epochs=2, lr=1e-2):
    key = jax.random.PRNGKey(0)
    key, init_key, val_key = jax.random.split(key, 3)
    u_val, f_val = make_batch(val_key)
    params = ClosureNet().init(init_key, u_val, train=False)["params"]
    for epoch in range(n_epochs):
        key, bkey, dkey = jax.random.split(key, 3)
        u, f = make_batch(bkey)
        g = grad_loss(params, u, f, dkey, train=True)
        params = jax.tree_util.tree_map(lambda p, d: p - lr * d, params, g)
        for mode in (True, False):
            loss = flux_loss(params, u_val, f_val, dkey, train=mode)
            print(f"epoch {epoch} {'train' if mode else 'eval '} loss {float(loss):.5f}")


if __name__ == "__main__":
    main()
