import equinox as eqx
import jax
import jax.numpy as jnp

from trainer import make_step, optim


def main():
    key = jax.random.PRNGKey(0)
    x = jax.random.uniform(key, (96, 2), minval=-2, maxval=2)
    y = jnp.tanh(x[:, 0] * x[:, 1])
    model = eqx.nn.MLP(2, 1, 32, 2, key=jax.random.PRNGKey(1))
    opt_state = optim.init(eqx.filter(model, eqx.is_array))
    for rnd in range(4):
        delta = 0.5 / (rnd + 1)
        loss_fn = lambda pred, target: jnp.mean(optax_huber(pred - target, delta))
        for _ in range(3):
            model, opt_state, loss = make_step(model, opt_state, x, y, loss_fn)
        print(rnd, float(loss))


def optax_huber(r, delta):
    a = jnp.abs(r)
    return jnp.where(a < delta, 0.5 * r**2, delta * (a - 0.5 * delta))


if __name__ == "__main__":
    main()
