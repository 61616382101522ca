import jax
import jax.numpy as jnp
import optax

from io_utils import load_gauging, load_gauging_compact


def rating(params, h):
    a, h0, b = params
    return jnp.exp(a) * jnp.maximum(h - h0, 1e-3) ** b


def loss_fn(params, h, q):
    return jnp.mean((jnp.log(rating(params, h)) - jnp.log(q)) ** 2)


opt = optax.adam(0.05)


@jax.jit
def fit_step(params, state, h, q):
    l, g = jax.value_and_grad(loss_fn)(params, h, q)
    u, state = opt.update(g, state)
    return optax.apply_updates(params, u), state, l


def main():
    sites = [load_gauging(1), load_gauging_compact(2), load_gauging(3), load_gauging_compact(4)]
    for i, (h, q) in enumerate(sites):
        params = (jnp.float32(2.0), jnp.float32(0.1), jnp.float32(1.5))
        state = opt.init(params)
        for _ in range(60):
            params, state, l = fit_step(params, state, h, q)
        print(f"site {i}: a={float(params[0]):.3f} h0={float(params[1]):.3f} b={float(params[2]):.3f} loss={float(l):.4f}")


if __name__ == "__main__":
    main()
