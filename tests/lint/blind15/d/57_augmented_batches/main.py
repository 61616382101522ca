import jax
import jax.numpy as jnp
import numpy as np

from replay import mirror, sample


@jax.jit
def q_update(w, batch):
    obs, action, reward, next_obs = batch
    target = reward + 0.9 * jnp.max(next_obs @ w, axis=-1)
    q = jnp.take_along_axis(obs @ w, action[:, None], axis=1)[:, 0]
    g = jax.grad(lambda w_: jnp.mean((jnp.take_along_axis(obs @ w_, action[:, None], 1)[:, 0]
                                      - jax.lax.stop_gradient(target)) ** 2))(w)
    return w - 0.05 * g, jnp.mean((q - target) ** 2)


def main():
    rng = np.random.default_rng(0)
    w = jnp.zeros((4, 2))
    for step in range(6):
        batch = sample(rng)
        if step % 2 == 1:
            batch = mirror(batch)
        w, td = q_update(w, batch)
        print(step, float(td))


if __name__ == "__main__":
    main()
