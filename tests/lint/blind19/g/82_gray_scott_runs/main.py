import jax.numpy as jnp

from simulate import gray_scott

T_FINAL = 200.0
RES = 32
SWEEP = [(0.035, 0.060, 1.0), (0.040, 0.060, 0.8), (0.035, 0.065, 0.5), (0.040, 0.065, 1.0)]


def seed_state(n):
    u = jnp.ones((n, n))
    v = jnp.zeros((n, n))
    c = n // 2
    v = v.at[c - 3:c + 3, c - 3:c + 3].set(0.5)
    return u, v


def main():
    u0, v0 = seed_state(RES)
    for feed, kill, dt in SWEEP:
        n_steps = int(round(T_FINAL / dt))
        u, v = gray_scott(u0, v0, feed, kill, dt, n_steps)
        print(feed, kill, dt, float(v.mean()))


if __name__ == "__main__":
    main()
