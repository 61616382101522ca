import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np

from train import optimizer, scheduled_step


def main():
    rng = np.random.default_rng(0)
    x = jnp.asarray(rng.normal(size=(96, 4)), jnp.float32)
    y = jnp.asarray(np.sin(x[:, 0]) * 5 + x[:, 1], jnp.float32)
    model = eqx.nn.MLP(4, 1, 16, 1, key=jax.random.PRNGKey(0))
    opt_state = optimizer.init(eqx.filter(model, eqx.is_array))
    for step in range(12):
        model, opt_state, l = scheduled_step(model, opt_state, x, y, step)
    print(float(l))


if __name__ == "__main__":
    main()
