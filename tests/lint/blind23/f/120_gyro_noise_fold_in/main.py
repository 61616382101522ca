import jax
import jax.numpy as jnp

BASE_KEY = jax.random.PRNGKey(2024)


@jax.jit
def gyro_measure(key, omega_true, bias):
    arw = 0.002 * jax.random.normal(key, (3,))
    return omega_true + bias + arw


def run_key(run_id):
    return jax.random.fold_in(BASE_KEY, run_id)


def main():
    omega = jnp.array([0.01, -0.02, 0.005])
    for run in range(4):
        key = run_key(run)
        bias = jnp.zeros(3)
        acc = jnp.zeros(3)
        for k in range(25):
            key, sub = jax.random.split(key)
            bias = bias + 1e-5
            acc = acc + gyro_measure(sub, omega, bias)
        print(run, [round(float(v), 5) for v in acc / 25])


if __name__ == "__main__":
    main()
