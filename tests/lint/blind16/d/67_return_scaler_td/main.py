import jax
import jax.numpy as jnp
import numpy as np

from stats import ReturnScaler


@jax.jit
def scaled_td_error(v, v_next, reward, scale):
    return reward / scale + 0.99 * v_next - v


def main():
    rng = np.random.default_rng(0)
    scaler = ReturnScaler()
    v = jnp.zeros(())
    errors = []
    for t in range(10):
        reward = float(rng.normal(loc=5.0, scale=2.0))
        scaler.observe(reward)
        v_next = jnp.asarray(rng.normal(), jnp.float32)
        errors.append(float(scaled_td_error(v, v_next, reward, scaler.scale)))
        v = v_next
    print(np.round(errors, 3))


if __name__ == "__main__":
    main()
