import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np
import optax

from train import train_step


def scale_shift(v, scale, shift):
    return v * scale + shift


def main():
    rng = np.random.default_rng(0)
    model = eqx.nn.MLP(10, 8, 24, depth=2, key=jax.random.PRNGKey(0))
    optim = optax.adam(1e-3)
    opt_state = optim.init(eqx.filter(model, eqx.is_array))
    for step in range(5):
        x = rng.normal(size=(16, 10)).astype(np.float32)
        scale = jnp.float32(rng.uniform(0.8, 1.2))
        transform = eqx.Partial(scale_shift, scale=scale, shift=jnp.float32(0.05))
        model, opt_state, loss = train_step(model, opt_state, optim, x, transform)
        print(step, float(loss))


if __name__ == "__main__":
    main()
