import numpy as np
import jax
import jax.numpy as jnp


def mems_caps(n_days, seed):
    rng = np.random.default_rng(seed)
    return rng.random(n_days) > 0.2


def diary_entries(n_days, seed):
    rng = np.random.default_rng(seed)
    return (rng.random(n_days) > 0.1).astype(np.float32)


def patients():
    for pid in range(6):
        source = mems_caps if pid % 2 == 0 else diary_entries
        yield pid, source(28, pid)


@jax.jit
def trough_with_adherence(taken, dose, k, v):
    def day(c, took):
        c = c * jnp.exp(-k * 24.0) + took * dose / v
        return c, c * jnp.exp(-k * 24.0)
    _, troughs = jax.lax.scan(day, jnp.float32(0.0), taken)
    return troughs


def main():
    dose, k, v = jnp.float32(150.0), jnp.float32(0.03), jnp.float32(50.0)
    for pid, taken in patients():
        tr = trough_with_adherence(taken, dose, k, v)
        print(f"patient {pid}: adherence {float(taken.mean()):.2f}, last trough {float(tr[-1]):.2f}")


if __name__ == "__main__":
    main()
