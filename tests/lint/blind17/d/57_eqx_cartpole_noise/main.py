import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np

from train import optimizer, update


def main():
    key = jax.random.PRNGKey(0)
    policy = eqx.nn.MLP(4, 1, 32, 2, key=key)
    opt_state = optimizer.init(eqx.filter(policy, eqx.is_array))
    rng = np.random.default_rng(0)
    noise_key = jax.random.PRNGKey(1)
    for step in range(5):
        starts = rng.normal(scale=0.1, size=(16, 4)).astype(np.float32)
        policy, opt_state, loss = update(policy, opt_state, starts, noise_key, jnp.asarray(step, dtype=jnp.int32))
        print(step, float(loss))


if __name__ == "__main__":
    main()
