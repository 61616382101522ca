import numpy as np
import jax
import jax.numpy as jnp


def rotor_features(n, seed):
    rng = np.random.default_rng(seed)
    rpm = rng.uniform(0.6, 1.0, (n, 1))
    collective = rng.uniform(0.0, 1.0, (n, 1))
    x = np.concatenate([rpm, collective, rpm * collective], 1).astype(np.float32)
    thrust = (0.8 * rpm[:, 0] ** 2 * collective[:, 0]).astype(np.float32)
    return jnp.asarray(x), jnp.asarray(thrust)


@jax.jit
def rotor_sgd(w, x, y, step):
    warm = jnp.minimum(1.0, (step + 1) / 50.0)
    lr = 0.1 * warm
    g = jax.grad(lambda w: jnp.mean((x @ w - y) ** 2))(w)
    return w - lr * g


def main():
    x, y = rotor_features(200, 0)
    w = jnp.zeros(3)
    for step in range(150):
        w = rotor_sgd(w, x, y, step)
    print(np.round(np.asarray(w), 4), float(jnp.mean((x @ w - y) ** 2)))


if __name__ == "__main__":
    main()
