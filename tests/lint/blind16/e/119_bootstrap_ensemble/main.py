import jax
import jax.numpy as jnp
import numpy as np

from resample import member_weights


@jax.jit
def fit_member(x, y, weights):
    def loss(w):
        return jnp.sum(weights * (x @ w - y) ** 2) / jnp.sum(weights)

    def body(_, w):
        return w - 0.1 * jax.grad(loss)(w)

    return jax.lax.fori_loop(0, 40, body, jnp.zeros(x.shape[1]))


def main(members=4):
    rng = np.random.default_rng(0)
    x = rng.normal(size=(50, 3)).astype(np.float32)
    y = (x @ np.array([0.5, -1.0, 2.0]) + 0.3 * rng.normal(size=50)).astype(np.float32)
    ensemble = [fit_member(x, y, member_weights(len(x), m, rng)) for m in range(members)]
    w = jnp.mean(jnp.stack(ensemble), axis=0)
    print("bagged w", np.asarray(w).round(3))


if __name__ == "__main__":
    main()
